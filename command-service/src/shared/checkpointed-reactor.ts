import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore, Position, RecordedEvent } from '@dtn/platform/event-store/port';
import {
  advanceCheckpointsOf,
  ensureCheckpointTable,
  loadCheckpointsOf,
  type CheckpointTable,
} from '@dtn/platform/subscription/checkpoint-table';
import { checkpointedSubscription } from '@dtn/platform/subscription/checkpointed-subscription';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';

// The reactors' checkpoints, of the one checkpoint table design. Not rm_checkpoints: the query
// side's read-your-writes waits for every row there, and a reactor is no read model.
export const reactorCheckpoints: CheckpointTable = { table: 'reactor_checkpoints', key: 'name' };

export interface Reactor {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once stopped. A failing batch is handled again from the checkpoint, after a delay. */
  done: Promise<void>;
}

type Logger = { error(...args: unknown[]): void; warn(...args: unknown[]): void };

/** What a reactor's batch handler may ask of its lifecycle. */
export interface ReactorBatch {
  /** Whether the read models `projectors` hold everything up to `position`: waits (warning every
   * 2 s) until they do, false only when the reactor stopped meanwhile. */
  caughtUpWith(position: Position, projectors: readonly string[]): Promise<boolean>;
}

/**
 * A reactor's lifecycle (the sale reactor, the standing orders'): a catch-up subscription to the
 * store from its own row in `reactor_checkpoints`, started once and stopped once. `handle` answers
 * whether the batch was handled; false (stopped while waiting) leaves the checkpoint where it is,
 * so the batch runs again at the next start.
 */
export function checkpointedReactor(options: {
  name: string;
  store: EventStore;
  db: SqlClient;
  batchSize: number;
  logger: Logger;
  handle: (events: RecordedEvent[], batch: ReactorBatch) => Promise<boolean>;
}): Reactor {
  const { name, store, db, batchSize, logger, handle } = options;
  let started = false;
  let stopped = false;

  const batch: ReactorBatch = {
    async caughtUpWith(position, projectors) {
      while (!stopped) {
        if (await waitForCatchUp(db, position, { projectors: [...projectors], timeoutMs: 2000 })) return true;
        logger.warn(`${name}: waiting for ${projectors.join(', ')} to reach ${position.commit}/${position.prepare}`);
      }
      return false;
    },
  };

  const following = checkpointedSubscription({
    name,
    store,
    batchSize,
    checkpoint: async () => (await loadCheckpointsOf(db, reactorCheckpoints, [name])).get(name),
    handle: async (events) => {
      if (!(await handle(events, batch))) return;
      const last = events.at(-1);
      if (last) await advanceCheckpointsOf(db, reactorCheckpoints, [name], last.position);
    },
    onFailure: (error, failures, delay) =>
      logger.error(`${name}: a batch failed (${failures} in a row), handling it again in ${delay} ms`, error),
    logger,
  });

  return {
    done: following.done,
    async start() {
      if (started || stopped) throw new Error(`${name} starts only once`);
      started = true;
      await ensureCheckpointTable(db, reactorCheckpoints);
      if (!stopped) following.start();
    },
    async stop() {
      stopped = true;
      await following.stop();
    },
  };
}
