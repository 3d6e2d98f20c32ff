import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { Count } from '@dtn/contracts/paging';
import type { SqlClient } from '@dtn/platform/db/database';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { NotFoundError } from '@dtn/platform/errors';
import { assertOwnGroup, ownGroupScope } from '../shared/group-access';
import { Where } from '../shared/where';
import { loadOffers } from './offer-rows';

const newestFirst = 'o.created_at DESC, o.id';

/** The seller side sees an offer once it was bid on: not during the transport stage, and not a
 * cancelled or lost offer that never carried an amount (it never reached the seller). */
const seenBySeller = (where: Where) =>
  where.add(`o.status IN ('submitted', 'won', 'lost', 'cancelled')`).add('o.offer_amount IS NOT NULL');

const sellerScope = (user: AuthUser, where: Where) => {
  const { dealerGroupId } = ownGroupScope(user);
  return dealerGroupId ? where.add('o.seller_dealer_group_id = ?', dealerGroupId) : where;
};

export const myOffers = (db: SqlClient, user: AuthUser, now: Date): Promise<Offer[]> =>
  loadOffers(db, new Where().add('o.buyer_user_id = ?', user.id).add('NOT o.buyer_dismissed'), newestFirst, 'buyer', now);

export async function myOfferCount(db: SqlClient, user: AuthUser): Promise<Count> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) AS count FROM rm_offers WHERE buyer_user_id = $1 AND NOT buyer_dismissed',
    [user.id],
  );
  return { count: Number(rows[0]?.count ?? 0) };
}

/** The wizard asks this to pick its step, so a dismissed offer still counts: it is the buyer's
 * one offer stream on that vehicle. */
export async function myOfferForVehicle(db: SqlClient, user: AuthUser, inventoryId: string, now: Date): Promise<Offer | null> {
  const where = new Where().add('o.buyer_user_id = ?', user.id).add('o.inventory_id = ?', inventoryId);
  const [offer] = await loadOffers(db, where, newestFirst, 'buyer', now);
  return offer ?? null;
}

/** Groups in the order of their newest offer; offers newest first inside a group. */
export async function incomingOffers(db: SqlClient, user: AuthUser, now: Date): Promise<IncomingOfferGroup[]> {
  const where = sellerScope(user, seenBySeller(new Where()).add('NOT o.seller_dismissed'));
  const offers = await loadOffers(db, where, newestFirst, 'seller', now);
  const groups = new Map<string, IncomingOfferGroup>();
  for (const offer of offers) {
    const group = groups.get(offer.inventoryId) ?? { inventory: offer.inventory, offers: [] };
    group.offers.push(offer);
    groups.set(offer.inventoryId, group);
  }
  return [...groups.values()];
}

export async function incomingOfferCount(db: SqlClient, user: AuthUser): Promise<Count> {
  const where = sellerScope(user, new Where().add(`o.status = 'submitted'`).add('NOT o.seller_dismissed'));
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_offers o WHERE ${where.sql()}`, where.params);
  return { count: Number(rows[0]?.count ?? 0) };
}

/** 404 for an unknown id or one the seller side does not see yet; 403 for another group's. */
export async function incomingOffer(db: SqlClient, user: AuthUser, offerId: string, now: Date): Promise<Offer> {
  const { rows } = await db.query<{ seller_dealer_group_id: string }>(
    'SELECT seller_dealer_group_id FROM rm_offers WHERE id = $1',
    [offerId],
  );
  const owner = rows[0];
  if (!owner) throw new NotFoundError(`Offer ${offerId} not found.`);
  assertOwnGroup(user, owner.seller_dealer_group_id);
  const [offer] = await loadOffers(db, seenBySeller(new Where().add('o.id = ?', offerId)), newestFirst, 'seller', now);
  if (!offer) throw new NotFoundError(`Offer ${offerId} not found.`);
  return offer;
}
