/**
 * The one lifecycle of everything that follows the event store from a checkpoint: the projection
 * runner, the reactors (the sale reactor) and the Kafka relay.
 *
 *   const following = checkpointedSubscription({ name, store, checkpoint, handle, ... });
 *   following.start();   // after the owner's own preparation (migrations, its checkpoint table)
 *   ...
 *   await following.stop();
 *
 * start: subscribes to the all-stream after `checkpoint()`; the store's subscription catches up
 * in batches, then follows new appends (PostgreSQL: LISTEN/NOTIFY with a safety poll,
 * event-store/polling-subscription.ts; EventStoreDB: its own catch-up subscription).
 * handle: takes one batch into account and moves the checkpoint (checkpoint-table.ts), in the
 * same transaction where it can. A batch is handled at least once, so it must be idempotent.
 * Failure: a batch that throws, or a subscription that fails (the database went away), ends the
 * subscription; after `delayMs(failures)` it is opened again from `checkpoint()`, for as long as
 * the process runs. Retrying or parking inside a batch is the owner's (projections/recovery).
 * stop: ends any wait at once (`signal`), lets the batch in flight finish, resolves `done`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore, Position, RecordedEvent, Subscription } from '../event-store/port';

export interface CheckpointedSubscriptionOptions {
  /** Named in the log lines. */
  name: string;
  store: EventStore;
  /** Largest batch handed to `handle`. */
  batchSize?: number;
  /** Where to (re)subscribe: after this position; undefined = from the start. Asked again each time. */
  checkpoint: () => Position | undefined | Promise<Position | undefined>;
  handle: (events: RecordedEvent[]) => Promise<void>;
  /** Wait before opening the subscription again after `failures` failures in a row. */
  delayMs?: (failures: number) => number;
  /** Each failure (health, metrics); logs a warning by default. */
  onFailure?: (error: unknown, failures: number, delayMs: number) => void;
  /** The store answers again after a failure. */
  onRecovered?: () => void;
  logger?: { warn(...args: unknown[]): void };
}

export interface CheckpointedSubscription {
  start: () => void;
  stop: () => Promise<void>;
  /** Resolves once stopped; it never ends on its own. */
  done: Promise<void>;
  /** Aborted by stop(): waits inside `handle` end at once. */
  signal: AbortSignal;
  isStopped: () => boolean;
}

/** 100 ms, 400 ms, 1.6 s, then every 5 s (as the projections' retry policy): a subscriber
 * notices the database (or broker) back within 5 s of it, at the cost of a refused connection. */
export const defaultResubscribeDelayMs = (failures: number): number => Math.min(100 * 4 ** (failures - 1), 5000);

export function checkpointedSubscription(options: CheckpointedSubscriptionOptions): CheckpointedSubscription {
  const { name, store, batchSize, delayMs = defaultResubscribeDelayMs, logger = console } = options;
  const onFailure =
    options.onFailure ??
    ((error: unknown, failures: number, delay: number) =>
      logger.warn(`${name}: subscription failed (${failures} in a row), opening it again in ${delay} ms`, error));
  const stopping = new AbortController();
  let subscription: Subscription | undefined;
  let started = false;
  let failures = 0;
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));

  const handler = async (events: RecordedEvent[]) => {
    await options.handle(events);
    failures = 0;
  };

  const failed = async (error: unknown) => {
    failures += 1;
    const delay = delayMs(failures);
    onFailure(error, failures, delay);
    await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
  };

  const follow = async () => {
    while (!stopping.signal.aborted) {
      let from: Position | undefined;
      try {
        from = await options.checkpoint();
      } catch (error) {
        if (stopping.signal.aborted) return;
        await failed(error);
        continue;
      }
      if (stopping.signal.aborted) return;
      subscription = store.subscribeToAll({ ...(from ? { from } : {}), ...(batchSize ? { batchSize } : {}), handler });
      // Reading works again once the store answers; a batch, if any comes, says the same.
      if (failures > 0)
        void store.headPosition().then(
          () => options.onRecovered?.(),
          () => undefined,
        );
      try {
        await subscription.done;
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        await failed(error);
      }
    }
  };

  return {
    done,
    signal: stopping.signal,
    isStopped: () => stopping.signal.aborted,
    start() {
      if (started || stopping.signal.aborted) throw new Error(`${name} starts only once`);
      started = true;
      void follow().then(settle, (error: unknown) => {
        logger.warn(`${name}: stopped following the store`, error);
        settle();
      });
    },
    async stop() {
      stopping.abort();
      if (!started) return settle();
      await subscription?.stop();
      await done;
    },
  };
}
