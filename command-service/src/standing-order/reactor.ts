import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore, Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { HttpError } from '@dtn/platform/errors';
import { loadState } from '@dtn/platform/commands/handle-command';
import { advanceCheckpointsOf, ensureCheckpointTable, loadCheckpointsOf } from '@dtn/platform/subscription/checkpoint-table';
import { checkpointedSubscription } from '@dtn/platform/subscription/checkpointed-subscription';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { inventoryDecider } from '../inventory/state';
import { commandMetadata } from '../shared/command-context';
import { reactorCheckpoints } from '../offer/sale-reactor';
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

export interface StandingOrderReactor {
  start(): Promise<void>;
  stop(): Promise<void>;
  done: Promise<void>;
}

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
  let started = false;
  let stopped = false;

  const caughtUpWith = async (position: Position): Promise<boolean> => {
    while (!stopped) {
      if (await waitForCatchUp(db, position, { projectors: followed, timeoutMs: 2000 })) return true;
      logger.warn(`${standingOrderReactorName}: waiting for the read models to reach ${position.commit}/${position.prepare}`);
    }
    return false;
  };

  const offerOn = async (inventoryId: string, correlationId: string | undefined) => {
    const vehicle = await loadState(store, inventoryDecider, inventoryId);
    if (vehicle.status !== 'listed') return;
    const place = await readModels.locationOf(vehicle.dealershipId);
    if (!place) return;
    const now = clock?.() ?? commandMetadata({ actor: null }).now;
    const { year, make, model } = vehicle.vehicle;
    const orderIds = await readModels.candidateOrderIds({ year, make, model, ...place, dealerGroupId: vehicle.dealerGroupId }, now);
    for (const orderId of orderIds) {
      try {
        await commands.makeStandingOffer({ orderId, inventoryId }, { actor: null, correlationId, now });
      } catch (error) {
        // A refusal (the vehicle sold meanwhile) must not hold the reactor up; anything else
        // fails the batch, which is then handled again.
        if (!(error instanceof HttpError)) throw error;
        logger.warn(`${standingOrderReactorName}: order ${orderId} on ${inventoryId} refused: ${error.message}`);
      }
    }
  };

  const relevant = (event: RecordedEvent) =>
    (vehicleEvents.has(event.type) || event.type === 'DealershipUpdated') && typeof (event.data as { id?: unknown }).id === 'string';

  const onEvent = async (event: RecordedEvent) => {
    const id = (event.data as { id: string }).id;
    const correlationId = typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined;
    const inventoryIds = vehicleEvents.has(event.type) ? [id] : await readModels.vehiclesOnSaleAt(id);
    for (const inventoryId of inventoryIds) await offerOn(inventoryId, correlationId);
  };

  const handle = async (events: RecordedEvent[]) => {
    const mine = events.filter(relevant);
    // Once for the batch: the read models hold everything up to its last event of interest.
    // Stopped while waiting: leave the checkpoint where it is, the batch runs again next start.
    if (mine.length > 0 && !(await caughtUpWith(mine.at(-1)!.position))) return;
    for (const event of mine) await onEvent(event);
    const last = events.at(-1);
    if (last) await advanceCheckpointsOf(db, reactorCheckpoints, [standingOrderReactorName], last.position);
  };

  const following = checkpointedSubscription({
    name: standingOrderReactorName,
    store,
    batchSize,
    checkpoint: async () => (await loadCheckpointsOf(db, reactorCheckpoints, [standingOrderReactorName])).get(standingOrderReactorName),
    handle,
    onFailure: (error, failures, delay) =>
      logger.error(`${standingOrderReactorName}: a batch failed (${failures} in a row), handling it again in ${delay} ms`, error),
    logger,
  });

  return {
    done: following.done,
    async start() {
      if (started || stopped) throw new Error('The standing order reactor starts only once');
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
