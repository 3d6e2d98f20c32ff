/**
 * The retry loop around one batch, shared by the direct runner and the Kafka consumers:
 *
 *   applyWithRetries(attempt, { health, policy, isStopped, logger }) -> 'applied' | 'stopped'
 *
 * `attempt(isolated)` applies the batch in one transaction. A failure is reported to `health`
 * (the projector is stalled: /readyz says so by name) and retried after the policy's delay; from
 * attempt plainAttempts + 1 on, isolated, so an event that fails alone is parked and the batch
 * commits without it. Never gives up while the process runs: a database that is down stalls the
 * projections, it does not end them. 'stopped' when the owner stopped during a wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeFailure } from './failure-kind';
import type { ParkedNotice } from './apply-isolated';
import type { ProjectionHealth } from './projection-health';
import { defaultRetryPolicy, type RetryPolicy } from './retry-policy';

export interface RetryContext {
  health: ProjectionHealth;
  policy?: RetryPolicy;
  isStopped: () => boolean;
  /** Aborted when the owner stops: a wait ends at once. */
  signal?: AbortSignal;
  logger?: { error(...args: unknown[]): void; warn(...args: unknown[]): void };
  /** Called during each wait (a Kafka consumer heartbeats, so the group keeps its partition). */
  whileWaiting?: () => Promise<void>;
}

export async function applyWithRetries(
  attempt: (isolated: boolean) => Promise<ParkedNotice[]>,
  context: RetryContext,
): Promise<'applied' | 'stopped'> {
  const { health, policy = defaultRetryPolicy, isStopped, signal, logger = console } = context;
  for (let n = 1; ; n += 1) {
    if (isStopped()) return 'stopped';
    try {
      const parked = await attempt(n > policy.plainAttempts);
      health.recovered();
      if (parked.length > 0) {
        health.parked(parked);
        for (const notice of parked) {
          logger.error(
            `Projector ${notice.projector} parked event ${notice.event.id} (${notice.event.type} in ${notice.event.streamId}) ` +
              `and moved on: ${describeFailure(notice.error)}. List and replay with npm run parked.`,
          );
        }
      }
      return 'applied';
    } catch (error) {
      health.failed(error, n);
      const delay = policy.delayMs(n);
      logger.warn(`Projection batch failed (attempt ${n}), retrying in ${delay} ms: ${describeFailure(error)}`);
      await Promise.all([
        sleep(delay, undefined, signal ? { signal } : undefined).catch(() => undefined),
        context.whileWaiting?.().catch(() => undefined),
      ]);
    }
  }
}
