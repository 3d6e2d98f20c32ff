import type { OfferStatus, Role } from '../enums';

/**
 * Who may see an offer at all, one rule for the command side (its access checks) and the query
 * side (incoming offers, the auditors' history): whoever may not see it is answered as if it did
 * not exist (404), so an offer id tells nobody else that a buyer bids on a vehicle.
 *
 *   reachedSeller(offer)            was it bid on? (not in its transport stage, and it had an amount)
 *   sellerSees(viewer, offer)       the seller's staff, once it reached them; an Admin
 *   auditsOffer(viewer, offer)      its history: an Admin, the buyer's group's principal, the
 *                                   seller's group's principal once it reached them
 *   seesOffer(viewer, offer)        any of those, or the buyer
 *   offerNotFound                   the one answer to an unknown or unseen offer
 */
export interface OfferViewer {
  id: string;
  role: Role;
  dealerGroupId: string | null;
}

export interface VisibleOffer {
  status: OfferStatus;
  offerAmount: number | null;
  buyerUserId: string;
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
}

/** No id in it: the answer to someone else's offer must read exactly like the answer to none. */
export const offerNotFound = 'The offer was not found.';

const shownToSeller: readonly OfferStatus[] = ['submitted', 'won', 'lost', 'cancelled', 'expired'];

/** The offers read model's `seenBySeller` says the same in SQL (projections read-models/offers). */
export const reachedSeller = (offer: Pick<VisibleOffer, 'status' | 'offerAmount'>): boolean =>
  offer.offerAmount !== null && shownToSeller.includes(offer.status);

const isAdmin = (viewer: OfferViewer): boolean => viewer.role === 'Admin';

export const sellerSees = (viewer: OfferViewer, offer: VisibleOffer): boolean =>
  isAdmin(viewer) || (viewer.dealerGroupId === offer.sellerDealerGroupId && reachedSeller(offer));

export function auditsOffer(viewer: OfferViewer, offer: VisibleOffer): boolean {
  if (isAdmin(viewer)) return true;
  if (viewer.role !== 'DealerPrincipal' || viewer.dealerGroupId === null) return false;
  return viewer.dealerGroupId === offer.buyerDealerGroupId || sellerSees(viewer, offer);
}

export const seesOffer = (viewer: OfferViewer, offer: VisibleOffer): boolean =>
  viewer.id === offer.buyerUserId || sellerSees(viewer, offer) || auditsOffer(viewer, offer);
