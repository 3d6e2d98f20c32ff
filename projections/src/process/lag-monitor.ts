import type { Database } from '@dtn/platform/db/database';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { loadCheckpoints } from '../checkpoints';
import { projectionLagEvents, projectionLagSeconds, relayLagEvents, relayLagSeconds } from '../metrics';
import { lagBehindHead } from './lag';

/** Updates the lag gauges every `intervalMs`: each projector's rm_checkpoints row (Kafka groups
 * included, see kafka-checkpoints.ts) or the relay's position, against the store's head. */
export function startLagMonitor(options: {
  db: Database;
  store: EventStore;
  projectors?: readonly string[];
  relayPosition?: () => Position | undefined;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  const { db, store, projectors = [], relayPosition, intervalMs = 5000 } = options;
  const measure = async () => {
    if (projectors.length > 0) {
      const checkpoints = await loadCheckpoints(db, [...projectors]);
      for (const name of projectors) {
        const lag = await lagBehindHead(store, checkpoints.get(name));
        projectionLagEvents.set({ projector: name }, lag.events);
        projectionLagSeconds.set({ projector: name }, lag.seconds);
      }
    }
    if (relayPosition) {
      const lag = await lagBehindHead(store, relayPosition());
      relayLagEvents.set(lag.events);
      relayLagSeconds.set(lag.seconds);
    }
  };
  let running: Promise<void> = measure().catch((error: unknown) => options.onError?.(error));
  const timer = setInterval(() => {
    running = running.then(measure).catch((error: unknown) => options.onError?.(error));
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
