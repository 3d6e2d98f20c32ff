/**
 * The standing orders' offers (issue 35): read everything the decision needs at the command's
 * `now`, then one decision over the order's stream and the offer's (handleStreams), appended at
 * once with the order as actor: metadata `userId` = its owner, `standingOrderId` = the order.
 */
import { standingOrderValueDropDays } from '@dtn/contracts';
import { parseMileage } from '@dtn/contracts/domain/list-price';
import { permissionsFor } from '@dtn/contracts/permissions';
import { loadState } from '@dtn/platform/commands/handle-command';
import { handleStreams } from '@dtn/platform/commands/handle-streams';
import type { EventStore } from '@dtn/platform/event-store/port';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { buyListDecider } from '../buy-list/state';
import { dealershipDecider } from '../dealership/state';
import { cachedResponseHours } from '../dealer-group/response-hours';
import { inventoryDecider, type InventoryState } from '../inventory/state';
import { offerIdFor } from '../offer/handlers';
import { offerDecider } from '../offer/state';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { userDecider } from '../user/state';
import { decideMakeOffer } from './decide-make-offer';
import type { StandingOrderReadModels } from './read-models';

export interface StandingOrderHandlers {
  /** The order `orderId` offers on the vehicle when it should; nothing otherwise. id = the order's. */
  makeStandingOffer(input: { orderId: string; inventoryId: string }, ctx: CommandContext): Promise<Done>;
}

const msPerDay = 86_400_000;

export function createStandingOrderHandlers(store: EventStore, readModels: StandingOrderReadModels): StandingOrderHandlers {
  const responseHoursOf = cachedResponseHours(store);

  /** The vehicle's distance from the order's centre, its value now and a week ago, its seller's hours. */
  const vehicleFacts = async (vehicle: InventoryState, centre: { latitude: number; longitude: number }, now: Date) => {
    if (vehicle.status === 'unlisted') return { milesAway: null, value: { now: null, weekAgo: null }, responseHours: 0 };
    const mileage = parseMileage(vehicle.vehicle.data);
    const weekAgo = new Date(now.getTime() - standingOrderValueDropDays * msPerDay);
    const [place, valueNow, valueBefore, responseHours] = await Promise.all([
      readModels.locationOf(vehicle.dealershipId),
      readModels.valueAt(vehicle.vehicle, mileage, now),
      readModels.valueAt(vehicle.vehicle, mileage, weekAgo),
      responseHoursOf(vehicle.dealerGroupId),
    ]);
    return { milesAway: place ? distanceInMiles(centre, place) : null, value: { now: valueNow, weekAgo: valueBefore }, responseHours };
  };

  return {
    async makeStandingOffer({ orderId, inventoryId }, ctx) {
      const metadata = commandMetadata(ctx);
      const none = { id: orderId, position: null };
      const item = await loadState(store, buyListDecider, orderId);
      // Most candidates run: the rest is read only for an order that may still offer.
      if (item.status !== 'added' || item.order?.status !== 'active') return none;
      const [user, dealership, vehicle] = await Promise.all([
        loadState(store, userDecider, item.userId),
        loadState(store, dealershipDecider, item.order.dealershipId),
        loadState(store, inventoryDecider, inventoryId),
      ]);
      const facts = await vehicleFacts(vehicle, item, metadata.now);
      const buyer = user.status === 'registered' ? { id: item.userId, role: user.role, dealerGroupId: user.dealerGroupId } : null;
      const canCreateOffer = user.status === 'registered' && permissionsFor(user).has('CreateOffer');
      const offerId = offerIdFor(item.userId, inventoryId);
      const streams = [
        { decider: buyListDecider, id: orderId },
        { decider: offerDecider, id: offerId },
        // Read with the others for one consistent decision; nothing is appended to it.
        { decider: inventoryDecider, id: inventoryId },
      ] as const;
      const { position } = await handleStreams(
        store,
        streams,
        ([order, offer, current]) => {
          const [onOrder, onOffer] = decideMakeOffer(
            {
              type: 'MakeStandingOffer',
              orderId,
              offerId,
              buyer,
              canCreateOffer,
              dealershipActive: dealership.status === 'active',
              vehicle: current,
              ...facts,
              now: metadata.now,
            },
            [order, offer],
          );
          return [onOrder, onOffer, []];
        },
        { ...metadata, userId: item.userId, onBehalfOf: { standingOrderId: orderId } },
      );
      return { id: orderId, position };
    },
  };
}
