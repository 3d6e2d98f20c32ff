import type { OfferEvent } from '@dtn/contracts';
import { reminderBeforeDeadlineMs } from '@dtn/contracts/constants';
import { parseListPrice } from '@dtn/contracts/domain/list-price';
import { ConflictError, ForbiddenError } from '@dtn/platform/errors';
import { actorUserId, isSystemOrAdmin, type Actor } from '../shared/actor';
import { FieldErrors } from '../shared/validation';
import type { InventoryState } from '../inventory/state';
import { asSeller, existingOffer, isBuyer } from './access';
import { roundCents } from './amounts';
import type { AcceptTerms, CounterOffer, ExpireOffer, RemindOffer, SidesPermitted, StandByOffer } from './command-types';
import { countersOf, maxCountersPerSide, sellerCounter, type Offer, type OfferState, type Side } from './state';
import { checkVersion } from './terms-version';

/**
 * Negotiation in timed rounds (issue 33). A submitted offer's terms are the amounts on the table
 * and whose turn it is: the buyer's bid gives the turn to the seller, who may accept, reject or
 * counter; a seller's counter gives it to the buyer, who may accept it, counter back, stand by
 * their amount or cancel. Each side counters at most 3 times: a side that made its last answers
 * only by accepting (or lets the offer lapse; the seller may still reject, the buyer cancel). Every turn has a deadline (`now` plus the seller's
 * group's response hours); the scheduler expires the offer when it passes and reminds the side
 * whose turn it is an hour before. Only that side acts on the terms, on the version it saw.
 */

/** When the side whose turn it now is must answer by. */
export const deadlineAfter = (now: Date, responseHours: number): string =>
  new Date(now.getTime() + responseHours * 3_600_000).toISOString();

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/**
 * The side `actor` plays on this offer: the buyer is the buyer; the seller's staff the seller;
 * an Admin (or the system) plays whichever side's turn it is. 404 for whoever may not see the
 * offer, 403 for whoever sees it without the permission of their side.
 */
function sideOf(actor: Actor | null, permitted: SidesPermitted, offer: Offer): Side {
  if (isBuyer(actor, offer)) {
    if (!permitted.buyer) throw new ForbiddenError('Answering on the offer needs UpdateOffer.');
    return 'buyer';
  }
  if (isSystemOrAdmin(actor) && offer.turn) return offer.turn;
  asSeller(actor, offer);
  if (!permitted.seller) throw new ForbiddenError('Answering on the offer needs ApproveInboundOffer.');
  return 'seller';
}

/** The side may act on the terms now: a submitted offer, on its turn. */
function onTurn(offer: Offer, side: Side): void {
  if (offer.status !== 'submitted') throw new ConflictError(`A ${offer.status} offer has no terms to answer.`);
  if (offer.turn !== side) throw new ConflictError(`It is the ${other(side)}’s turn: wait for their answer.`);
}

/** What the seller may ask at most: the Buy Now price when set, else the list price; null: no cap. */
function counterCap(vehicle: InventoryState): number | null {
  if (vehicle.status === 'unlisted') return null;
  if (vehicle.buyNowPrice !== null) return vehicle.buyNowPrice;
  const listPrice = parseListPrice(vehicle.vehicle.data);
  return listPrice === null ? null : Number(listPrice);
}

/** The bounds of a counter by `side` now: above `above`, and at most (seller) or below (buyer) `limit`. */
function counterBounds(offer: Offer, side: Side, vehicle: InventoryState): { above: number; limit: number | null } {
  const above = offer.offerAmount ?? 0;
  return side === 'seller' ? { above, limit: counterCap(vehicle) } : { above, limit: sellerCounter(offer) };
}

export function counterOffer(command: CounterOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  const side = sideOf(command.actor, command.permitted, offer);
  checkVersion(offer, command.expectedVersion);
  onTurn(offer, side);
  if (command.vehicle.status === 'sold') throw new ConflictError('The vehicle is already sold.');
  if (countersOf(offer)[side] >= maxCountersPerSide) {
    throw new ConflictError(`You made your ${maxCountersPerSide} counters: accept the terms or let the offer lapse.`);
  }
  const amount = roundCents(command.amount);
  const { above, limit } = counterBounds(offer, side, command.vehicle);
  const errors = new FieldErrors();
  if (!(amount > above)) errors.add('amount', `amount must be above the buyer’s ${above}`);
  else if (side === 'seller' && limit !== null && amount > limit) errors.add('amount', `amount must be at most the asking price ${limit}`);
  else if (side === 'buyer' && limit !== null && !(amount < limit))
    errors.add('amount', `amount must be below the seller’s counter ${limit}`);
  errors.throwIfAny('The counter is outside the bounds of this round.');
  const message = command.message?.trim();
  return [
    {
      type: 'OfferCountered',
      data: {
        offerId: offer.parties.offerId,
        side,
        amount,
        byUserId: actorUserId(command.actor),
        ...(message ? { message } : {}),
        deadline: deadlineAfter(command.now, command.responseHours),
      },
    },
  ];
}

export function standByOffer(command: StandByOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  const side = sideOf(command.actor, command.permitted, offer);
  if (side !== 'buyer') throw new ForbiddenError('Only the buyer stands by their offer.');
  checkVersion(offer, command.expectedVersion);
  onTurn(offer, side);
  if (countersOf(offer).buyer >= maxCountersPerSide) {
    throw new ConflictError(`You made your ${maxCountersPerSide} counters: accept the terms or let the offer lapse.`);
  }
  return [
    {
      type: 'OfferStoodBy',
      data: {
        offerId: offer.parties.offerId,
        byUserId: actorUserId(command.actor),
        amount: offer.offerAmount ?? 0,
        deadline: deadlineAfter(command.now, command.responseHours),
      },
    },
  ];
}

/**
 * The offer's half of accepting the terms on the table (decide-accept adds the vehicle's sale):
 * the seller accepts the buyer's amount, the buyer the seller's counter; OfferAccepted records
 * the amounts it sold at and who accepted. Accepting a won offer again changes nothing.
 */
export function acceptTerms(command: AcceptTerms, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  const side = sideOf(command.actor, command.permitted, offer);
  checkVersion(offer, command.expectedVersion);
  if (offer.status === 'won') return [];
  onTurn(offer, side);
  const offerAmount = side === 'buyer' ? sellerCounter(offer) : offer.offerAmount;
  if (offerAmount === null) throw new ConflictError('There are no terms on the table to accept.');
  const { transportOfferAmount } = offer;
  const { offerId, inventoryId } = offer.parties;
  return [
    {
      type: 'OfferAccepted',
      data: {
        offerId,
        inventoryId,
        byUserId: actorUserId(command.actor),
        offerAmount,
        transportOfferAmount,
        total: roundCents(offerAmount + (transportOfferAmount ?? 0)),
        side,
      },
    },
  ];
}

const isDue = (offer: OfferState, now: Date): offer is Offer & { deadline: string } =>
  offer.status === 'submitted' && offer.deadline !== null && now.getTime() >= Date.parse(offer.deadline);

/** The deadline passed with no answer: the offer lapses. Idempotent: nothing when not (or no longer) due. */
export function expireOffer({ now }: ExpireOffer, state: OfferState): OfferEvent[] {
  if (!isDue(state, now) || state.turn === null) return [];
  const { offerId, inventoryId } = state.parties;
  return [{ type: 'OfferExpired', data: { offerId, inventoryId, turn: state.turn, deadline: state.deadline } }];
}

/** Within the hour before the deadline: one reminder to the side whose turn it is, per deadline. */
export function remindOffer({ now }: RemindOffer, state: OfferState): OfferEvent[] {
  if (state.status !== 'submitted' || state.deadline === null || state.turn === null) return [];
  const deadline = Date.parse(state.deadline);
  const inWindow = now.getTime() >= deadline - reminderBeforeDeadlineMs && now.getTime() < deadline;
  if (!inWindow || state.remindedFor === state.deadline) return [];
  return [{ type: 'OfferReminderDue', data: { offerId: state.parties.offerId, turn: state.turn, deadline: state.deadline } }];
}
