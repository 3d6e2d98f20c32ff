/**
 * The standing orders' offers (issue 35): read everything the decision needs at the command's
 * `now`, then one decision over the order's stream and the offer's (handleCommand), appended at
 * once with the order as actor: metadata `userId` = its owner, `standingOrderId` = the order.
 */
import { standingOrderValueDropDays } from '@dtn/contracts';
import { parseMileage } from '@dtn/contracts/domain/list-price';
import { permissionsFor } from '@dtn/contracts/permissions';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { HttpError } from '@dtn/platform/errors';
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
  /**
   * The reactor's pass over one vehicle: `buyers` holds each buyer's candidate orders. The
   * vehicle's facts (its place, value now and a week ago, its seller's hours) are read once; a
   * buyer's orders are tried in turn until one offers, and a buyer who already holds an offer on
   * the vehicle is passed over (one offer per buyer and vehicle): every rule is still the
   * decider's, on the streams. Answers how many offers were made, and the orders a domain rule
   * refused (the vehicle sold meanwhile), which do not stop the others.
   */
  makeStandingOffers(
    input: { inventoryId: string; buyers: readonly { userId: string; orderIds: readonly string[] }[] },
    ctx: CommandContext,
  ): Promise<{ offers: number; refusals: { orderId: string; message: string }[] }>;
}

const msPerDay = 86_400_000;

export function createStandingOrderHandlers(store: EventStore, readModels: StandingOrderReadModels): StandingOrderHandlers {
  const responseHoursOf = cachedResponseHours(store);

  /** What every order deciding on the vehicle shares: where it is, its value now and a week ago,
   * its seller's response hours (null place: unknown dealership). */
  const vehicleFacts = async (vehicle: InventoryState, now: Date) => {
    if (vehicle.status === 'unlisted') return { place: null, value: { now: null, weekAgo: null }, responseHours: 0 };
    const mileage = parseMileage(vehicle.vehicle.data);
    const weekAgo = new Date(now.getTime() - standingOrderValueDropDays * msPerDay);
    const [place, valueNow, valueBefore, responseHours] = await Promise.all([
      readModels.locationOf(vehicle.dealershipId),
      readModels.valueAt(vehicle.vehicle, mileage, now),
      readModels.valueAt(vehicle.vehicle, mileage, weekAgo),
      responseHoursOf(vehicle.dealerGroupId),
    ]);
    return { place, value: { now: valueNow, weekAgo: valueBefore }, responseHours };
  };
  type VehicleFacts = Awaited<ReturnType<typeof vehicleFacts>>;

  /** One order's decision on the vehicle: whether it offered, and the position appended (null: nothing). */
  const decideOne = async (orderId: string, inventoryId: string, facts: VehicleFacts, ctx: CommandContext) => {
    const metadata = commandMetadata(ctx);
    const item = await loadState(store, buyListDecider, orderId);
    // Most candidates end here: the rest is read only for an order that may still offer.
    if (item.status !== 'added' || item.order?.status !== 'active') return { offered: false, position: null };
    const [user, dealership] = await Promise.all([
      loadState(store, userDecider, item.userId),
      loadState(store, dealershipDecider, item.order.dealershipId),
    ]);
    const buyer = user.status === 'registered' ? { id: item.userId, role: user.role, dealerGroupId: user.dealerGroupId } : null;
    const canCreateOffer = user.status === 'registered' && permissionsFor(user).has('CreateOffer');
    const offerId = offerIdFor(item.userId, inventoryId);
    const milesAway = facts.place ? distanceInMiles(item, facts.place) : null;
    const streams = [
      { decider: buyListDecider, id: orderId },
      { decider: offerDecider, id: offerId },
      // Read with the others for one consistent decision; nothing is appended to it.
      { decider: inventoryDecider, id: inventoryId },
    ] as const;
    let offered = false;
    const { position } = await handleCommand(
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
            milesAway,
            value: facts.value,
            responseHours: facts.responseHours,
            now: metadata.now,
          },
          [order, offer],
        );
        offered = onOffer.length > 0;
        return [onOrder, onOffer, []];
      },
      { ...metadata, userId: item.userId, onBehalfOf: { standingOrderId: orderId } },
    );
    return { offered, position };
  };

  /** The command's clock, fixed once for a pass so that every order decides at one `now`. */
  const atOneTime = (ctx: CommandContext): CommandContext => ({ ...ctx, now: commandMetadata(ctx).now });

  return {
    async makeStandingOffer({ orderId, inventoryId }, ctx) {
      const at = atOneTime(ctx);
      const facts = await vehicleFacts(await loadState(store, inventoryDecider, inventoryId), at.now!);
      const { position } = await decideOne(orderId, inventoryId, facts, at);
      return { id: orderId, position };
    },

    async makeStandingOffers({ inventoryId, buyers }, ctx) {
      const at = atOneTime(ctx);
      const vehicle = await loadState(store, inventoryDecider, inventoryId);
      if (vehicle.status !== 'listed') return { offers: 0, refusals: [] };
      const facts = await vehicleFacts(vehicle, at.now!);
      let offers = 0;
      const refusals: { orderId: string; message: string }[] = [];
      const tried = async (orderId: string) => {
        try {
          return (await decideOne(orderId, inventoryId, facts, at)).offered;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refusals.push({ orderId, message: error.message });
          return false;
        }
      };
      for (const { userId, orderIds } of buyers) {
        // A buyer already holding an offer on the vehicle: none of their orders may make another.
        if ((await loadState(store, offerDecider, offerIdFor(userId, inventoryId))).status !== 'none') continue;
        for (const orderId of orderIds) {
          if (await tried(orderId)) {
            offers += 1;
            break;
          }
        }
      }
      return { offers, refusals };
    },
  };
}
