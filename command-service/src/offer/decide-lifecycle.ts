import type { OfferEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError } from '@dtn/platform/errors';
import { actorUserId, isSystemOrAdmin } from '../shared/actor';
import { asBuyer, asBuyerOrSeller, asSeller, existingOffer, isBuyer, onVehicle } from './access';
import type {
  AcceptOffer,
  AddConversationMessage,
  CancelOffer,
  CloseOfferForDemoReset,
  DismissOffer,
  LoseToSale,
  RejectOffer,
  RestoreOffer,
} from './command-types';
import { isLive, type Offer, type OfferState } from './state';
import { checkVersion, termsOf } from './terms-version';
import { deadlineAfter } from './decide-negotiation';

/** Approve and reject answer the buyer's terms: only on the seller's turn (after a seller's
 * counter the buyer's answer is awaited). */
function sellersTurn(offer: Offer): void {
  if (offer.status === 'submitted' && offer.turn === 'buyer') {
    throw new ConflictError('You countered: wait for the buyer’s answer before accepting or rejecting.');
  }
}

/** Any live offer may be cancelled by its buyer; cancelling again is a 409 (spec: "unless already cancelled"). */
export function cancelOffer({ actor, expectedVersion }: CancelOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  asBuyer(actor, offer);
  checkVersion(offer, expectedVersion);
  if (!isLive(offer.status)) throw new ConflictError(`A ${offer.status} offer cannot be cancelled.`);
  return [{ type: 'OfferCancelled', data: { offerId: offer.parties.offerId } }];
}

/** The demo reset relisted the vehicle: a live or won offer ends, so the vehicle is never won
 * twice; lost and cancelled ones stay as they are (history). Repeats are no-ops. */
export function closeOfferForDemoReset({ actor }: CloseOfferForDemoReset, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  if (!isSystemOrAdmin(actor)) throw new ForbiddenError('Only the demo reset ends offers this way.');
  if (!isLive(offer.status) && offer.status !== 'won') return [];
  return [{ type: 'OfferCancelled', data: { offerId: offer.parties.offerId, reason: 'demo-reset' } }];
}

/** Back to where it was; a selected transport bid stays selected, but the offer reopens in
 * bidding-transportation (the event knows only that and submitted). */
export function restoreOffer({ actor, vehicleSold, expectedVersion, now, responseHours }: RestoreOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  asBuyer(actor, offer);
  checkVersion(offer, expectedVersion);
  if (offer.status !== 'cancelled') throw new ConflictError(`A ${offer.status} offer cannot be restored.`);
  if (vehicleSold) throw new ConflictError('The vehicle is already sold.');
  if (offer.statusBeforeCancel === 'submitted') {
    // Back on the table: the seller's clock starts again.
    const deadline = deadlineAfter(now, responseHours);
    return [{ type: 'OfferRestored', data: { offerId: offer.parties.offerId, status: 'submitted', deadline } }];
  }
  return [{ type: 'OfferRestored', data: { offerId: offer.parties.offerId, status: 'bidding-transportation' } }];
}

/** Each side hides a finished offer from its own lists, once. */
export function dismissOffer({ actor, side }: DismissOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  if (side === 'buyer') asBuyer(actor, offer);
  else asSeller(actor, offer);
  if (isLive(offer.status)) throw new ConflictError('Only won, lost or cancelled offers can be dismissed.');
  const offerId = offer.parties.offerId;
  if (side === 'buyer') return offer.buyerDismissed ? [] : [{ type: 'OfferDismissedByBuyer', data: { offerId } }];
  return offer.sellerDismissed ? [] : [{ type: 'OfferDismissedBySeller', data: { offerId } }];
}

/** The offer's half of an accept (decide-accept adds the vehicle's): only a submitted offer can
 * win, on its own vehicle, by the seller's staff, at the terms it holds (or 412 when the seller
 * saw others); accepting a won offer again changes nothing. OfferAccepted records the amounts
 * it sold at. */
export function acceptOffer({ actor, inventoryId, expectedVersion }: AcceptOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  onVehicle(offer, inventoryId);
  asSeller(actor, offer);
  checkVersion(offer, expectedVersion);
  if (offer.status === 'won') return [];
  if (offer.status !== 'submitted') throw new ConflictError(`A ${offer.status} offer cannot be accepted.`);
  sellersTurn(offer);
  const { offerAmount, transportOfferAmount, total } = termsOf(offer);
  const byUserId = actorUserId(actor);
  return [
    {
      type: 'OfferAccepted',
      data: { offerId: offer.parties.offerId, inventoryId, byUserId, offerAmount, transportOfferAmount, total, side: 'seller' },
    },
  ];
}

export function rejectOffer({ actor, inventoryId, expectedVersion }: RejectOffer, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  onVehicle(offer, inventoryId);
  asSeller(actor, offer);
  checkVersion(offer, expectedVersion);
  if (offer.status === 'lost') return [];
  if (offer.status !== 'submitted') throw new ConflictError(`A ${offer.status} offer cannot be rejected.`);
  sellersTurn(offer);
  return [{ type: 'OfferRejected', data: { offerId: offer.parties.offerId, inventoryId, byUserId: actorUserId(actor) } }];
}

/** Another offer won the vehicle: every live offer on it is lost; finished ones stay as they are. */
export function loseToSale({ winningOfferId }: LoseToSale, state: OfferState): OfferEvent[] {
  if (state.status === 'none' || !isLive(state.status) || state.parties.offerId === winningOfferId) return [];
  return [{ type: 'OfferLost', data: { offerId: state.parties.offerId, inventoryId: state.parties.inventoryId, winningOfferId } }];
}

/** Buyer and seller staff talk; the buyer only once the transport stage is over. The message's
 * format (trimmed, 1 to maxChatMessageLength characters) is the route's: only the route sends it. */
export function addConversationMessage({ actor, messageId, message, now }: AddConversationMessage, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state);
  asBuyerOrSeller(actor, offer);
  const buyer = isBuyer(actor, offer);
  if (buyer && offer.status === 'bidding-transportation') {
    throw new ConflictError('The buyer can write once the transport stage is over.');
  }
  return [
    {
      type: 'ConversationMessageAdded',
      data: { offerId: offer.parties.offerId, messageId, fromUserId: actorUserId(actor), message, sentAt: now.toISOString() },
    },
  ];
}
