import type { Database } from '@dtn/platform/db/database';
import { START, type EventStore, type Position, type RecordedEvent, type Subscription } from '@dtn/platform/event-store/port';
import { applyBatch } from './apply-batch';
import { loadCheckpoints, minimumCheckpoint, type Checkpoints } from './checkpoints';
import { migrateReadModels } from './migrations/migrate';
import type { Projector } from './projector';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  /** Largest batch applied in one transaction. */
  batchSize?: number;
  /** Called after each batch has committed (metrics). */
  onBatch?: (events: readonly RecordedEvent[]) => void;
  /** Where a failing batch is reported; console by default. */
  logger?: { error(...args: unknown[]): void };
}

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once stopped; rejects with the error of a failed batch (the runner has stopped). */
  done: Promise<void>;
  /** The position every projector has reached (START before the first batch). */
  position(): Position;
}

/**
 * Keeps the read models up to date: a catch-up subscription to the all-stream from the lowest
 * checkpoint of its projectors, each batch applied in one transaction (see applyBatch).
 */
export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { db, store, projectors, batchSize = 500, logger = console } = options;
  const names = projectors.map((p) => p.name);
  let checkpoints: Checkpoints = new Map();
  let subscription: Subscription | undefined;
  let stopped = false;
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A caller that never awaits `done` must not crash the process with an unhandled rejection.
  done.catch(() => undefined);

  return {
    done,
    position: () => minimumCheckpoint(checkpoints, names) ?? START,
    async start() {
      if (subscription || stopped) throw new Error('The projection runner starts only once');
      try {
        await migrateReadModels(db);
        checkpoints = await loadCheckpoints(db, names);
      } catch (error) {
        stopped = true;
        logger.error('Projection runner failed to start', error);
        settle.reject(error);
        throw error;
      }
      subscription = store.subscribeToAll({
        from: minimumCheckpoint(checkpoints, names),
        batchSize,
        handler: async (events) => {
          await applyBatch(db, projectors, checkpoints, events);
          options.onBatch?.(events);
        },
      });
      subscription.done.then(
        () => settle.resolve(),
        (error: unknown) => {
          logger.error('Projection runner stopped: a batch failed and was rolled back', error);
          settle.reject(error);
        },
      );
    },
    async stop() {
      stopped = true;
      if (!subscription) return settle.resolve();
      await subscription.stop();
      await done.catch(() => undefined);
    },
  };
}
