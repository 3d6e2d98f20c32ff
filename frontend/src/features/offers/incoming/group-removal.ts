import type { Offer } from '@dtn/contracts/entities/offer';

/** Ended without a sale: lost, cancelled, or expired (issue 33: a lapse counts as ended here). */
const dead = (offer: Pick<Offer, 'status'>) => offer.status === 'lost' || offer.status === 'cancelled' || offer.status === 'expired';
const over = (offer: Pick<Offer, 'status'>) => offer.status === 'won' || dead(offer);

/**
 * Spec section 4: a group of incoming bids (one vehicle) can be removed when it is a single offer
 * that is won, lost or cancelled; or, with several offers, when any is won or all are lost or
 * cancelled. Expired counts as lost and cancelled do (issue 33).
 */
export function canRemoveGroup(offers: readonly Pick<Offer, 'status'>[]): boolean {
  if (offers.length === 0) return false;
  if (offers.length === 1) return over(offers[0]!);
  return offers.some((offer) => offer.status === 'won') || offers.every(dead);
}

/** Removing dismisses every bid of the group the seller has not dismissed yet. */
export const offersToDismiss = <T extends Pick<Offer, 'id' | 'sellerDismissed'>>(offers: readonly T[]): T[] =>
  offers.filter((offer) => !offer.sellerDismissed);
