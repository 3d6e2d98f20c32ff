/**
 * A standing order makes an offer (issue 35): one decision over the order's stream and the
 * offer's, appended in one atomic append (StandingOrderOffered on the order, OfferSubmitted with
 * its origin on the offer). The caps count the order's own StandingOrderOffered events, so two
 * offers at once serialise on the order stream's revision and never exceed a cap. The offer is a
 * normal one: submitOffer's decision and deadline, the negotiation rules from then on.
 */
import { standingOrderValueDropPercent, type BuyListEvent, type OfferEvent, type StandingOrderPauseReason } from '@dtn/contracts';
import { parseListPrice, parseMileage } from '@dtn/contracts/domain/list-price';
import { dayIn, fitsCaps, orderMatches, standingOfferAmount } from '@dtn/contracts/domain/standing-order';
import type { BuyListItemState } from '../buy-list/state';
import { isExpired } from '../buy-list/decide-standing-order';
import type { InventoryState } from '../inventory/state';
import { submitOffer } from '../offer/decide-bid';
import type { OfferState } from '../offer/state';
import type { Actor } from '../shared/actor';

/** Everything the decision needs, read by the handler at `now`. */
export interface MakeStandingOffer {
  type: 'MakeStandingOffer';
  orderId: string;
  offerId: string;
  /** The order's owner as they are now (role and group from their stream); null: unknown. */
  buyer: Actor | null;
  /** The owner's current grants hold CreateOffer. */
  canCreateOffer: boolean;
  /** The order's dealership is active (not deactivated or deleted). */
  dealershipActive: boolean;
  vehicle: InventoryState;
  /** Great-circle miles from the order's centre to the vehicle's dealership; null: unknown. */
  milesAway: number | null;
  /** The vehicle's network value (its cohort's at its mileage) now and 7 days ago; null: not known. */
  value: { now: number | null; weekAgo: number | null };
  now: Date;
  /** The seller's dealer group's response hours: the offer's deadline. */
  responseHours: number;
}

type Decision = [BuyListEvent[], OfferEvent[]];
const nothing: Decision = [[], []];

/** The guardrail that stops the order, if any: the owner lost CreateOffer, its dealership is
 * inactive, or the cohort's value fell more than 10% in 7 days. */
function guardrail(command: MakeStandingOffer): StandingOrderPauseReason | null {
  if (!command.canCreateOffer || !command.buyer || command.buyer.dealerGroupId === null) return 'permission-lost';
  if (!command.dealershipActive) return 'dealership-inactive';
  const { now, weekAgo } = command.value;
  if (now !== null && weekAgo !== null && now < weekAgo * (1 - standingOrderValueDropPercent / 100)) return 'value-fell';
  return null;
}

export function decideMakeOffer(command: MakeStandingOffer, [item, offer]: [BuyListItemState, OfferState]): Decision {
  if (item.status !== 'added' || !item.order || item.order.status !== 'active' || isExpired(item.order, command.now)) return nothing;
  const order = item.order;
  const { vehicle } = command;
  if (vehicle.status !== 'listed' || vehicle.dealerGroupId === item.dealerGroupId || command.milesAway === null) return nothing;
  const { data, year, make, model, trim, listingType } = vehicle.vehicle;
  const mileage = parseMileage(data);
  const wants = { ...item, ...order };
  if (!orderMatches(wants, { year, make, model, trim, listingType, mileage, milesAway: command.milesAway })) return nothing;

  const stop = guardrail(command);
  if (stop) {
    const values = stop === 'value-fell' ? { valueNow: command.value.now, valueBefore: command.value.weekAgo } : {};
    return [[{ type: 'StandingOrderPaused', data: { id: item.id, reason: stop, inventoryId: vehicle.id, ...values } }], []];
  }
  // At most one offer per buyer and vehicle, whatever became of it.
  if (offer.status !== 'none') return nothing;
  const listPrice = parseListPrice(data);
  const amount = standingOfferAmount(order, { listPrice: listPrice === null ? null : Number(listPrice), value: command.value.now });
  if (amount === null) return nothing;
  const day = dayIn(command.now, order.timeZone);
  if (!fitsCaps(order, order.lastDay, day, amount)) return nothing;

  const submit = { type: 'SubmitOffer' as const, actor: command.buyer!, offerId: command.offerId, vehicle, offerAmount: amount };
  const submitted = submitOffer({ ...submit, transportOfferAmount: null, now: command.now, responseHours: command.responseHours }, offer);
  const origin = { standingOrderId: item.id, endsAt: order.endsAt };
  return [
    [{ type: 'StandingOrderOffered', data: { id: item.id, offerId: command.offerId, inventoryId: vehicle.id, amount, day } }],
    submitted.map((event) => (event.type === 'OfferSubmitted' ? { ...event, data: { ...event.data, origin } } : event)),
  ];
}
