import { VehicleSold } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent, EventStore } from '@dtn/platform/event-store/port';
import { HttpError } from '@dtn/platform/errors';
import { loadState } from '@dtn/platform/commands/handle-command';
import { checkpointedReactor, type Reactor, type ReactorBatch } from '../shared/checkpointed-reactor';
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

export type SaleReactor = Reactor;

/**
 * After a sale (VehicleSold on the vehicle's stream) every other live offer on the vehicle is
 * lost. The winning offer needs nothing: an accept appends VehicleSold and OfferAccepted in one
 * atomic append (offer/handlers.ts), a Buy Now VehicleSold and OfferBoughtNow (offer/buy-now-handler.ts),
 * so there is no sale without its won offer to repair.
 * At least once: a batch handled again appends nothing, the deciders see to it. It follows the
 * store as every reactor does (../shared/checkpointed-reactor.ts).
 */
export function createSaleReactor(options: SaleReactorOptions): SaleReactor {
  const { store, db, commands, batchSize = 100, logger = console } = options;
  const readModels = offerReadModels(db);

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

  const onSale = async (event: RecordedEvent, batch: ReactorBatch): Promise<boolean> => {
    const { id: inventoryId, offerId } = VehicleSold.shape.data.parse(event.data);
    // A sale the demo reset has undone since (VehicleRelisted; its won offer closed) has nothing
    // to follow any more: winning its offer again would leave a won offer on a listed vehicle.
    const vehicle = await loadState(store, inventoryDecider, inventoryId);
    if (vehicle.status !== 'sold' || vehicle.offerId !== offerId) return true;
    const ctx = { actor: null, correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined };
    // The offers read model must hold every offer appended before the sale, else one could stay live.
    if (!(await batch.caughtUpWith(event.position, ['offers']))) return false;
    for (const other of await readModels.offerIdsOn(inventoryId)) {
      if (other !== offerId)
        await tolerant(`losing offer ${other}`, () => commands.loseToSale({ offerId: other, winningOfferId: offerId }, ctx));
    }
    return true;
  };

  return checkpointedReactor({
    name: saleReactorName,
    store,
    db,
    batchSize,
    logger,
    async handle(events, batch) {
      for (const event of events) {
        // Stopped while waiting: the batch runs again next start.
        if (event.type === 'VehicleSold' && !(await onSale(event, batch))) return false;
      }
      return true;
    },
  });
}
