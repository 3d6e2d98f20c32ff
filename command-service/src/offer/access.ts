import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { actsForDealerGroup, isSystemOrAdmin, type Actor } from '../shared/actor';
import type { Offer, OfferState } from './state';

/** Every command but the opening ones needs the offer to exist. */
export function existingOffer(state: OfferState): Offer {
  if (state.status === 'none') throw new NotFoundError('The offer was not found.');
  return state;
}

export const isBuyer = (actor: Actor | null, offer: Offer): boolean => actor !== null && actor.id === offer.parties.buyerUserId;

/** The buyer's side: the buyer, or an Admin (and the system) acting for them. */
export function asBuyer(actor: Actor | null, offer: Offer): void {
  if (!isBuyer(actor, offer) && !isSystemOrAdmin(actor)) throw new ForbiddenError('Only the buyer can do this with the offer.');
}

/** The seller's side: staff of the vehicle's dealer group, or an Admin. */
export function asSeller(actor: Actor | null, offer: Offer): void {
  if (!actsForDealerGroup(actor, offer.parties.sellerDealerGroupId)) {
    throw new ForbiddenError('Only users of the vehicle’s dealer group can do this with the offer.');
  }
}

/** Approve/reject name the vehicle too: an offer on another vehicle is not found there. */
export function onVehicle(offer: Offer, inventoryId: string): void {
  if (offer.parties.inventoryId !== inventoryId) throw new NotFoundError(`The offer was not found on vehicle ${inventoryId}.`);
}
