import type { Position, RecordedEvent, SubscribeOptions, Subscription } from './port';

export interface PollingSource {
  readAll(options: { from?: Position; maxCount: number }): Promise<RecordedEvent[]>;
  /** Registers a callback for "something may have been appended"; returns the unregister. */
  onAppend(listener: () => void): () => void;
}

/**
 * A catch-up subscription as a read loop over `readAll`: a full batch is followed at once by the
 * next read, an empty or partial one waits until an append wakes it, or `pollIntervalMs` (the
 * safety net). For a short while after a wake it re-reads every `HOT_POLL_MS`: an appended event
 * stays invisible while an older transaction still runs (the xid8 rule of readAll), and that
 * transaction's commit may wake nobody. An idle store therefore costs one read per
 * `pollIntervalMs`, not a steady loop.
 */
const HOT_POLL_MS = 20;
const HOT_WINDOW_MS = 2000;

export function pollingSubscription(source: PollingSource, options: SubscribeOptions, pollIntervalMs: number): Subscription {
  const batchSize = options.batchSize ?? 500;
  let stopped = false;
  let wake: (() => void) | undefined;
  let pending = false; // an append arrived while we were reading: do not sleep
  let hotUntil = 0;
  const unregister = source.onAppend(() => {
    pending = true;
    hotUntil = Date.now() + HOT_WINDOW_MS;
    wake?.();
  });

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(finish, Date.now() < hotUntil ? Math.min(HOT_POLL_MS, pollIntervalMs) : pollIntervalMs);
      function finish() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = finish;
    });

  const loop = async () => {
    let from = options.from;
    try {
      while (!stopped) {
        pending = false;
        const batch = await source.readAll({ ...(from ? { from } : {}), maxCount: batchSize });
        if (stopped) break;
        if (batch.length > 0) {
          await options.handler(batch);
          from = batch[batch.length - 1]!.position;
        }
        if (batch.length < batchSize && !pending && !stopped) await idle();
      }
    } finally {
      unregister();
    }
  };
  const done = loop();

  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
}
