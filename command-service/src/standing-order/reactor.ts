import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore, RecordedEvent } from '@dtn/platform/event-store/port';
import { parseMileage } from '@dtn/contracts/domain/list-price';
import { orderMatches } from '@dtn/contracts/domain/standing-order';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { loadState } from '@dtn/platform/commands/handle-command';
import { inventoryDecider } from '../inventory/state';
import { commandMetadata } from '../shared/command-context';
import { checkpointedReactor, type Reactor } from '../shared/checkpointed-reactor';
import type { StandingOrderHandlers } from './handlers';
import { standingOrderReadModels } from './read-models';

export const standingOrderReactorName = 'standing-order-reactor';

export interface StandingOrderReactorOptions {
  store: EventStore;
  /** The read models (buy list, inventory, dealerships) and this reactor's own checkpoint. */
  db: SqlClient;
  commands: StandingOrderHandlers;
  /** The offers' `now`; default the command clock (which the adjustable clock moves). */
  clock?: () => Date;
  batchSize?: number;
  logger?: { error(...args: unknown[]): void; warn(...args: unknown[]): void };
}

export type StandingOrderReactor = Reactor;

/** What may put a vehicle before an order: listed, back on sale, a new price or new facts, or
 * its dealership moved (its vehicles may newly be within an order's radius). */
const vehicleEvents = new Set(['VehicleListed', 'VehicleRelisted', 'VehicleRepriced', 'VehicleUpdated']);
/** The read models the candidates come from must hold everything up to the event. */
const followed = ['buy-list', 'inventory', 'dealerships'];

/**
 * Standing orders make instant offers (issue 35): on every event that may put a vehicle before
 * an order it finds the candidate orders in the buy list read model (an index range scan) and
 * sends each the make-offer command, whose decider checks every rule again on the streams. At
 * least once: a batch handled again offers nothing twice (one offer stream per buyer and
 * vehicle). It follows the store as every subscriber does, with its own checkpoint.
 */
export function createStandingOrderReactor(options: StandingOrderReactorOptions): StandingOrderReactor {
  const { store, db, commands, clock, batchSize = 100, logger = console } = options;
  const readModels = standingOrderReadModels(db);

  const offerOn = async (inventoryId: string, correlationId: string | undefined) => {
    const vehicle = await loadState(store, inventoryDecider, inventoryId);
    if (vehicle.status !== 'listed') return;
    const place = await readModels.locationOf(vehicle.dealershipId);
    if (!place) return;
    const now = clock?.() ?? commandMetadata({ actor: null }).now;
    const { year, make, model, trim, listingType, data } = vehicle.vehicle;
    const candidates = await readModels.candidateOrders({ year, make, model, ...place, dealerGroupId: vehicle.dealerGroupId }, now);
    // The exact distance and the order's own wants, as the decider will check them again: each
    // buyer's matching orders, which the handler tries until one offers.
    const facts = { year, make, model, trim, listingType, mileage: parseMileage(data) };
    const buyers = new Map<string, string[]>();
    for (const order of candidates) {
      if (!orderMatches({ ...order, ...order.terms }, { ...facts, milesAway: distanceInMiles(order, place) })) continue;
      buyers.set(order.userId, [...(buyers.get(order.userId) ?? []), order.id]);
    }
    if (buyers.size === 0) return;
    const { refusals } = await commands.makeStandingOffers(
      { inventoryId, buyers: [...buyers].map(([userId, orderIds]) => ({ userId, orderIds })) },
      { actor: null, correlationId, now },
    );
    // A refusal (the vehicle sold meanwhile) must not hold the reactor up; anything else fails
    // the batch, which is then handled again.
    for (const { orderId, message } of refusals)
      logger.warn(`${standingOrderReactorName}: order ${orderId} on ${inventoryId} refused: ${message}`);
  };

  const relevant = (event: RecordedEvent) =>
    (vehicleEvents.has(event.type) || event.type === 'DealershipUpdated') && typeof (event.data as { id?: unknown }).id === 'string';

  const onEvent = async (event: RecordedEvent) => {
    const id = (event.data as { id: string }).id;
    const correlationId = typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined;
    const inventoryIds = vehicleEvents.has(event.type) ? [id] : await readModels.vehiclesOnSaleAt(id);
    for (const inventoryId of inventoryIds) await offerOn(inventoryId, correlationId);
  };

  return checkpointedReactor({
    name: standingOrderReactorName,
    store,
    db,
    batchSize,
    logger,
    async handle(events, batch) {
      const mine = events.filter(relevant);
      // Once for the batch: the read models hold everything up to its last event of interest.
      if (mine.length > 0 && !(await batch.caughtUpWith(mine.at(-1)!.position, followed))) return false;
      for (const event of mine) await onEvent(event);
      return true;
    },
  });
}
