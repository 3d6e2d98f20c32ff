import { offerNotFound, seesOffer, sellerSees, type VisibleOffer } from '@dtn/contracts/domain/offer-visibility';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { isSystemOrAdmin, type Actor } from '../shared/actor';
import type { Offer, OfferState } from './state';

/**
 * Who may act on an offer. Whoever may not see it at all (contracts/domain/offer-visibility:
 * another group, a colleague of the buyer, the seller's staff before it reached them) is told it
 * does not exist, in the words an unknown id gets, so an offer id (a function of buyer and
 * vehicle) tells nobody that a buyer bids. Whoever sees it but may not do this gets a 403.
 */
const visible = ({ parties, status, offerAmount }: Offer): VisibleOffer => ({ ...parties, status, offerAmount });

/** The system (no actor) sees every offer. */
const sees = (actor: Actor | null, offer: Offer): boolean => actor === null || seesOffer(actor, visible(offer));

function refuse(actor: Actor | null, offer: Offer, forbidden: string, notFound: string): never {
  if (!sees(actor, offer)) throw new NotFoundError(notFound);
  throw new ForbiddenError(forbidden);
}

/** What an unknown transport bid, and a bid of an offer the caller may not see, is told. */
export const transportBidNotFound = 'The transport bid was not found.';

/** Every command but the opening ones needs the offer to exist. */
export function existingOffer(state: OfferState, notFound = offerNotFound): Offer {
  if (state.status === 'none') throw new NotFoundError(notFound);
  return state;
}

export const isBuyer = (actor: Actor | null, offer: Offer): boolean => actor !== null && actor.id === offer.parties.buyerUserId;

/** The buyer's side: the buyer, or an Admin (and the system) acting for them. */
export const actsAsBuyer = (actor: Actor | null, offer: Offer): boolean => isBuyer(actor, offer) || isSystemOrAdmin(actor);

/** `notFound`: what an unknown id of the command's own thing is told (a transport bid's). */
export function asBuyer(actor: Actor | null, offer: Offer, notFound = offerNotFound): void {
  if (!actsAsBuyer(actor, offer)) refuse(actor, offer, 'Only the buyer can do this with the offer.', notFound);
}

/** The seller's side: staff of the vehicle's dealer group once the offer reached them, or an Admin. */
export function asSeller(actor: Actor | null, offer: Offer): void {
  if (actor !== null && !sellerSees(actor, visible(offer))) {
    refuse(actor, offer, 'Only users of the vehicle’s dealer group can do this with the offer.', offerNotFound);
  }
}

/** The conversation's two sides: the buyer, and the seller's staff once the offer reached them. */
export function asBuyerOrSeller(actor: Actor | null, offer: Offer): void {
  if (isBuyer(actor, offer) || actor === null || sellerSees(actor, visible(offer))) return;
  refuse(actor, offer, 'Only the buyer and the seller’s staff can talk about this offer.', offerNotFound);
}

/** Approve/reject name the vehicle too: an offer on another vehicle is not found there. */
export function onVehicle(offer: Offer, inventoryId: string): void {
  if (offer.parties.inventoryId !== inventoryId) throw new NotFoundError(offerNotFound);
}
