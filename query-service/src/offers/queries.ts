import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { Count } from '@dtn/contracts/paging';
import type { SqlClient } from '@dtn/platform/db/database';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { offerNotFound, seesOffer, sellerSees } from '@dtn/contracts/domain/offer-visibility';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { findOffers, offerCount, type OfferCriteria } from '@dtn/projections/read-models/offers/queries';
import { ownGroupScope } from '../shared/group-access';
import { loadOffers } from './offer-rows';
import { marketViewOf } from '../market/figures';

/** The seller's group, or every group for an Admin outside any. */
const sellerScope = (user: AuthUser): OfferCriteria => {
  const { dealerGroupId } = ownGroupScope(user);
  return dealerGroupId ? { sellerDealerGroupId: dealerGroupId } : {};
};

export const myOffers = (db: SqlClient, user: AuthUser, now: Date): Promise<Offer[]> =>
  loadOffers(db, { buyerUserId: user.id, buyerDismissed: false }, 'buyer', marketViewOf(user, now));

export async function myOfferCount(db: SqlClient, user: AuthUser): Promise<Count> {
  return { count: await offerCount(db, { buyerUserId: user.id, buyerDismissed: false }) };
}

/** The wizard asks this to pick its step, so a dismissed offer still counts: it is the buyer's
 * one offer stream on that vehicle. */
export async function myOfferForVehicle(db: SqlClient, user: AuthUser, inventoryId: string, now: Date): Promise<Offer | null> {
  const [offer] = await loadOffers(db, { buyerUserId: user.id, inventoryId }, 'buyer', marketViewOf(user, now));
  return offer ?? null;
}

/** Groups in the order of their newest offer; offers newest first inside a group. The seller
 * side sees an offer once it was bid on (seenBySeller). */
export async function incomingOffers(db: SqlClient, user: AuthUser, now: Date): Promise<IncomingOfferGroup[]> {
  const offers = await loadOffers(
    db,
    { ...sellerScope(user), seenBySeller: true, sellerDismissed: false },
    'seller',
    marketViewOf(user, now),
  );
  const groups = new Map<string, IncomingOfferGroup>();
  for (const offer of offers) {
    const group = groups.get(offer.inventoryId) ?? { inventory: offer.inventory, offers: [] };
    group.offers.push(offer);
    groups.set(offer.inventoryId, group);
  }
  return [...groups.values()];
}

export async function incomingOfferCount(db: SqlClient, user: AuthUser): Promise<Count> {
  return { count: await offerCount(db, { ...sellerScope(user), status: 'submitted', sellerDismissed: false }) };
}

/** One lookup, whatever the id, decides: an offer the caller may not see at all (another
 * group's, or one still in its transport stage for the seller) is a 404 like an unknown id, at the
 * cost of an unknown id; the buyer's own offer is not incoming to them (403). */
export async function incomingOffer(db: SqlClient, user: AuthUser, offerId: string, now: Date): Promise<Offer> {
  const [row] = await findOffers(db, { id: offerId });
  if (!row || !seesOffer(user, row)) throw new NotFoundError(offerNotFound);
  if (!sellerSees(user, row)) throw new ForbiddenError('This offer is not one of your incoming offers.');
  const [offer] = await loadOffers(db, { id: offerId, seenBySeller: true }, 'seller', marketViewOf(user, now));
  if (!offer) throw new NotFoundError(offerNotFound);
  return offer;
}
