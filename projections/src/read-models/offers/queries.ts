/**
 * Reads of the offers read model (rm_offers).
 *
 *   findOffers(db, criteria)             the offers that meet every criterion, newest first
 *   offerCount(db, criteria)
 *   offerParties(db, ids)                buyer, seller group and whether the seller sees it yet
 *   offerIdsOnVehicle(db, inventoryId)   every offer on a vehicle, by id
 *   offersOnVehicles(db, ids, statuses)  the offers in those statuses on any of the vehicles, by id
 */
import type { OfferStatus } from '@dtn/contracts';
import type { Offer, OfferRound } from '@dtn/contracts/entities/offer';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { asIso, asNumber, selectInto } from '../../sql/select';
import { countOf, uuidsOf } from '../../sql/text';

/** What the offers query service assembles from other read models (the vehicle, bidder,
 * transport request, conversation, contacts) or derives (origin, total, currency); every other
 * field of the contract's Offer is a column of rm_offers, selected under the contract's name and
 * answered as it is, so a new field of Offer is one selectInto entry here. */
type AssembledOfferFields =
  | 'inventory'
  | 'rounds'
  | 'total'
  | 'currency'
  | 'userId'
  | 'user'
  | 'transportBidRequest'
  | 'conversation'
  | 'counterpartyContactDetails'
  | 'winningTransportVendor'
  | 'origin';

export type OfferRecord = Omit<Offer, AssembledOfferFields> & {
  total: number | null;
  currency: string;
  buyerUserId: string;
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
  sellerDealershipId: string;
  buyerDismissed: boolean;
  expirationDateTime: string | null;
  selectedTransportBidId: string | null;
  acceptedByUserId: string | null;
  /** Negotiation: the rounds, each with the user who made it. */
  rounds: (OfferRound & { byUserId?: string })[];
};

/** Every criterion given must hold. */
export interface OfferCriteria {
  id?: string;
  buyerUserId?: string;
  inventoryId?: string;
  sellerDealerGroupId?: string;
  status?: OfferStatus;
  buyerDismissed?: boolean;
  sellerDismissed?: boolean;
  /** The seller side sees an offer once it was bid on: not during the transport stage, and not a
   * cancelled or lost offer that never carried an amount (it never reached the seller). */
  seenBySeller?: true;
}

/** contracts/domain/offer-visibility's reachedSeller, in SQL. */
const SEEN_BY_SELLER = `status IN ('submitted', 'won', 'lost', 'cancelled', 'expired') AND offer_amount IS NOT NULL`;

function whereOf(c: OfferCriteria): Where {
  const where = new Where();
  if (c.id !== undefined) where.add('id = ?', c.id);
  if (c.buyerUserId !== undefined) where.add('buyer_user_id = ?', c.buyerUserId);
  if (c.inventoryId !== undefined) where.add('inventory_id = ?', c.inventoryId);
  if (c.sellerDealerGroupId !== undefined) where.add('seller_dealer_group_id = ?', c.sellerDealerGroupId);
  if (c.status !== undefined) where.add('status = ?', c.status);
  if (c.buyerDismissed !== undefined) where.add(c.buyerDismissed ? 'buyer_dismissed' : 'NOT buyer_dismissed');
  if (c.sellerDismissed !== undefined) where.add(c.sellerDismissed ? 'seller_dismissed' : 'NOT seller_dismissed');
  if (c.seenBySeller) where.add(SEEN_BY_SELLER);
  return where;
}

/** Each field of OfferRecord from its rm_offers column. */
const offerFields = selectInto<OfferRecord>({
  id: 'id',
  inventoryId: 'inventory_id',
  status: 'status',
  offerAmount: asNumber('offer_amount'),
  transportOfferAmount: asNumber('transport_offer_amount'),
  total: asNumber('total'),
  currency: 'currency',
  buyerUserId: 'buyer_user_id',
  buyerDealerGroupId: 'buyer_dealer_group_id',
  sellerDealerGroupId: 'seller_dealer_group_id',
  sellerDealershipId: 'seller_dealership_id',
  buyerDismissed: 'buyer_dismissed',
  sellerDismissed: 'seller_dismissed',
  transportationSearchRadius: 'transportation_search_radius',
  destinationDealershipId: 'destination_dealership_id',
  expirationDateTime: asIso('expiration_date_time'),
  selectedTransportBidId: 'selected_transport_bid_id',
  acceptedByUserId: 'accepted_by_user_id',
  turn: 'turn',
  deadline: asIso('deadline'),
  rounds: 'rounds',
  version: 'stream_revision::integer',
  standingOrderId: 'standing_order_id',
  standingOrderEndsAt: asIso('standing_order_ends_at'),
});

export async function findOffers(db: SqlClient, criteria: OfferCriteria): Promise<OfferRecord[]> {
  const where = whereOf(criteria);
  const { rows } = await db.query<OfferRecord>(
    `SELECT ${offerFields} FROM rm_offers WHERE ${where.sql()} ORDER BY created_at DESC, id`,
    where.params,
  );
  return rows;
}

export async function offerCount(db: SqlClient, criteria: OfferCriteria): Promise<number> {
  const where = whereOf(criteria);
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_offers WHERE ${where.sql()}`, where.params);
  return countOf(rows);
}

export interface OfferParties {
  buyerUserId: string;
  sellerDealerGroupId: string;
  /** The seller sees it (status submitted, won, lost or cancelled, with an amount). */
  seenBySeller: boolean;
}

export async function offerParties(db: SqlClient, ids: Iterable<string>): Promise<Map<string, OfferParties>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<OfferParties & { id: string }>(
    `SELECT id::text, buyer_user_id::text AS "buyerUserId", seller_dealer_group_id::text AS "sellerDealerGroupId",
       ${SEEN_BY_SELLER} AS "seenBySeller"
       FROM rm_offers WHERE id = ANY($1::uuid[])`,
    [wanted],
  );
  return new Map(rows.map(({ id, ...parties }) => [id, parties]));
}

export async function offerIdsOnVehicle(db: SqlClient, inventoryId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_offers WHERE inventory_id = $1 ORDER BY id', [inventoryId]);
  return rows.map((row) => row.id);
}

/** The offers on any of the vehicles in one of `statuses`, by id (the demo reset closes them). */
export async function offersOnVehicles(
  db: SqlClient,
  inventoryIds: readonly string[],
  statuses: readonly OfferStatus[],
): Promise<{ id: string; inventoryId: string; status: OfferStatus }[]> {
  const { rows } = await db.query<{ id: string; inventoryId: string; status: OfferStatus }>(
    `SELECT id, inventory_id AS "inventoryId", status FROM rm_offers
      WHERE inventory_id = ANY($1::uuid[]) AND status = ANY($2::text[]) ORDER BY id`,
    [inventoryIds, statuses],
  );
  return rows;
}

/** A submitted offer's turn with its deadline (the deadline scheduler's work). */
export interface TurnDue {
  id: string;
  deadline: string;
}

/** The submitted offers whose turn ends at or before `until`, soonest first (at most `limit`). */
export async function turnsDueBy(db: SqlClient, until: Date, limit = 500): Promise<TurnDue[]> {
  // Ordered by the column (its index), not by the text of the same name.
  const { rows } = await db.query<TurnDue>(
    `SELECT id, ${asIso('deadline')} AS deadline FROM rm_offers
      WHERE status = 'submitted' AND deadline IS NOT NULL AND deadline <= $1
     ORDER BY rm_offers.deadline, id LIMIT $2`,
    [until.toISOString(), limit],
  );
  return rows;
}
