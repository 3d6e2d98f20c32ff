/**
 * How a failing batch is retried: the first attempts retry the batch as it is (a deadlock or a
 * dropped connection usually clears); then every attempt is isolated (apply-isolated.ts), which
 * parks what fails alone and commits the rest. A batch that still fails then (the database is
 * down) keeps being retried, the delay growing to a cap, for as long as the process runs.
 */
export interface RetryPolicy {
  /** Plain attempts before the isolated ones (default 2). */
  plainAttempts: number;
  /** Delay after failed attempt n (1-based). */
  delayMs(attempt: number): number;
}

/** 100 ms, 400 ms, 1.6 s, then every 5 s: a batch that keeps failing is one the database fails
 * (away, locks, connections), and a retry costs it a refused connection; a 30 s cap once left the
 * read models stale up to 25 s after the database was back (retries at 8.5 and 34.1 s after the
 * first failure). The same steps as checkpointedSubscription's defaultResubscribeDelayMs. */
export const defaultRetryPolicy: RetryPolicy = {
  plainAttempts: 2,
  delayMs: (attempt) => Math.min(100 * 4 ** (attempt - 1), 5000),
};
