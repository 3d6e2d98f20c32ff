import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { fromResolved } from './esdb-mapping';
import { comparePositions, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';

/**
 * Adapts EventStoreDB's push subscription to our batch handler: events queue up while the
 * handler runs (the stream is paused past two batches) and go out in batches of `batchSize`.
 */
export function esdbSubscription(source: AllStreamSubscription, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  const queue: RecordedEvent[] = [];
  let stopped = false;
  let wake: (() => void) | undefined;
  let failure: Error | undefined;

  source.on('data', (resolved) => {
    const event = fromResolved(resolved);
    // A subscription from a position is exclusive; guard anyway so a checkpoint never repeats.
    if (!event || (options.from && comparePositions(event.position, options.from) <= 0)) return;
    queue.push(event);
    if (queue.length >= batchSize * 2) source.pause();
    wake?.();
  });
  source.on('error', (error) => {
    failure ??= error;
    wake?.();
  });

  const loop = async () => {
    try {
      while (!stopped) {
        if (failure) throw failure;
        if (queue.length === 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        const batch = queue.splice(0, batchSize);
        if (source.isPaused() && queue.length < batchSize) source.resume();
        await options.handler(batch);
      }
    } finally {
      await source.unsubscribe().catch(() => undefined);
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
