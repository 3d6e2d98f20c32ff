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

export const defaultRetryPolicy: RetryPolicy = {
  plainAttempts: 2,
  delayMs: (attempt) => Math.min(100 * 4 ** (attempt - 1), 30_000),
};
