import { VehicleSold } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { Position, RecordedEvent, EventStore } from '@dtn/platform/event-store/port';
import { HttpError } from '@dtn/platform/errors';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { loadState } from '@dtn/platform/commands/handle-command';
import {
  advanceCheckpointsOf,
  ensureCheckpointTable,
  loadCheckpointsOf,
  type CheckpointTable,
} from '@dtn/platform/subscription/checkpoint-table';
import { checkpointedSubscription } from '@dtn/platform/subscription/checkpointed-subscription';
import { inventoryDecider } from '../inventory/state';
import type { OfferHandlers } from './handlers';
import { offerReadModels } from './read-models';

export const saleReactorName = 'sale-reactor';

export interface SaleReactorOptions {
  store: EventStore;
  /** The read models (offers, rm_checkpoints) and this reactor's own checkpoint table. */
  db: SqlClient;
  commands: Pick<OfferHandlers, 'loseToSale'>;
  batchSize?: number;
  logger?: { error(...args: unknown[]): void; warn(...args: unknown[]): void };
}

export interface SaleReactor {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once stopped. A failing batch is handled again from the checkpoint, after a delay. */
  done: Promise<void>;
}

// The reactors' checkpoints, of the one checkpoint table design. Not rm_checkpoints: the query
// side's read-your-writes waits for every row there, and a reactor is no read model.
export const reactorCheckpoints: CheckpointTable = { table: 'reactor_checkpoints', key: 'name' };

/**
 * After a sale (VehicleSold on the vehicle's stream) every other live offer on the vehicle is
 * lost. The winning offer needs nothing: an accept appends VehicleSold and OfferAccepted in one
 * atomic append (offer/handlers.ts), a Buy Now VehicleSold and OfferBoughtNow (offer/buy-now-handler.ts),
 * so there is no sale without its won offer to repair.
 * At least once: a batch handled again appends nothing, the deciders see to it. It follows the
 * store as every subscriber does (platform/subscription/checkpointed-subscription.ts).
 */
export function createSaleReactor(options: SaleReactorOptions): SaleReactor {
  const { store, db, commands, batchSize = 100, logger = console } = options;
  const readModels = offerReadModels(db);
  let started = false;
  let stopped = false;

  /** The offers read model must hold every offer appended before the sale, else one could stay live. */
  const offersCaughtUpWith = async (position: Position): Promise<boolean> => {
    while (!stopped) {
      if (await waitForCatchUp(db, position, { projectors: ['offers'], timeoutMs: 2000 })) return true;
      logger.warn(`${saleReactorName}: waiting for the offers read model to reach ${position.commit}/${position.prepare}`);
    }
    return false;
  };

  /** A domain refusal (an unknown offer, say) must not hold the reactor up; anything else fails
   * the batch, which is then handled again. */
  const tolerant = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      logger.warn(`${saleReactorName}: ${what} refused: ${error.message}`);
    }
  };

  const onSale = async (event: RecordedEvent): Promise<boolean> => {
    const { id: inventoryId, offerId } = VehicleSold.shape.data.parse(event.data);
    // A sale the demo reset has undone since (VehicleRelisted; its won offer closed) has nothing
    // to follow any more: winning its offer again would leave a won offer on a listed vehicle.
    const vehicle = await loadState(store, inventoryDecider, inventoryId);
    if (vehicle.status !== 'sold' || vehicle.offerId !== offerId) return true;
    const ctx = { actor: null, correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined };
    if (!(await offersCaughtUpWith(event.position))) return false;
    for (const other of await readModels.offerIdsOn(inventoryId)) {
      if (other !== offerId)
        await tolerant(`losing offer ${other}`, () => commands.loseToSale({ offerId: other, winningOfferId: offerId }, ctx));
    }
    return true;
  };

  const handle = async (events: RecordedEvent[]) => {
    for (const event of events) {
      // Stopped while waiting: leave the checkpoint where it is, the batch runs again next start.
      if (event.type === 'VehicleSold' && !(await onSale(event))) return;
    }
    const last = events.at(-1);
    if (last) await advanceCheckpointsOf(db, reactorCheckpoints, [saleReactorName], last.position);
  };

  const following = checkpointedSubscription({
    name: saleReactorName,
    store,
    batchSize,
    checkpoint: async () => (await loadCheckpointsOf(db, reactorCheckpoints, [saleReactorName])).get(saleReactorName),
    handle,
    onFailure: (error, failures, delay) =>
      logger.error(`${saleReactorName}: a batch failed (${failures} in a row), handling it again in ${delay} ms`, error),
    logger,
  });

  return {
    done: following.done,
    async start() {
      if (started || stopped) throw new Error('The sale reactor starts only once');
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
