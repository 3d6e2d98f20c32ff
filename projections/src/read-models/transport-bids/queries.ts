/**
 * Reads of the transport bids read model (rm_transport_bids).
 *
 *   bidsOfOffers(db, offerIds)             each offer's bids, nearest first; never their uid
 *   bidLinksOfOffer(db, offerId)           one offer's bids with the vendors' quote uids
 *   bidByUid(db, uid)                      the vendor's page: the job alone; null if unknown
 *   transportBidRef(db, {uid} | {id})      a bid's id and offer; null if unknown
 */
import { TransportBidStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import { iso, money, uuidsOf } from '../../sql/text';

export interface TransportBidRecord {
  id: string;
  offerId: string;
  transportVendorId: string;
  status: TransportBidStatus;
  bidAmount: number | null;
  make: string;
  model: string;
  distanceKm: number;
}

interface BidRow {
  id: string;
  offer_id: string;
  transport_vendor_id: string;
  status: string;
  bid_amount: string | null;
  make: string;
  model: string;
  distance_km: number;
}

const toBid = (r: BidRow): TransportBidRecord => ({
  id: r.id,
  offerId: r.offer_id,
  transportVendorId: r.transport_vendor_id,
  status: TransportBidStatus.parse(r.status),
  bidAmount: money(r.bid_amount),
  make: r.make,
  model: r.model,
  distanceKm: r.distance_km,
});

/** Never the uid: the quote link is the vendor's alone (it comes by email), not the buyer's or seller's. */
export async function bidsOfOffers(db: SqlClient, offerIds: Iterable<string>): Promise<TransportBidRecord[]> {
  const wanted = uuidsOf(offerIds);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<BidRow>(
    `SELECT id, offer_id, transport_vendor_id, status, bid_amount::text AS bid_amount, make, model, distance_km
       FROM rm_transport_bids WHERE offer_id = ANY($1::uuid[]) ORDER BY distance_km, id`,
    [wanted],
  );
  return rows.map(toBid);
}

/** With the uids, for the vendors' own notifications (their links) and the offer audit. */
export async function bidLinksOfOffer(db: SqlClient, offerId: string): Promise<(TransportBidRecord & { uid: string })[]> {
  const { rows } = await db.query<BidRow & { uid: string }>(
    `SELECT id::text, uid, offer_id::text, transport_vendor_id::text, status, bid_amount::text AS bid_amount, make, model, distance_km
       FROM rm_transport_bids WHERE offer_id = $1 ORDER BY id`,
    [offerId],
  );
  return rows.map((r) => ({ ...toBid(r), uid: r.uid }));
}

export interface PublicBidRecord {
  make: string;
  model: string;
  distanceKm: number;
  status: TransportBidStatus;
  expirationDateTime: string;
  bidAmount: number | null;
}

/** Only the job's own columns (no offer, parties or address), so nothing else can leak. */
export async function bidByUid(db: SqlClient, uid: string): Promise<PublicBidRecord | null> {
  const { rows } = await db.query<{
    make: string;
    model: string;
    distance_km: number;
    status: string;
    expiration_date_time: Date | string;
    bid_amount: string | null;
  }>(
    `SELECT make, model, distance_km, status, expiration_date_time, bid_amount::text AS bid_amount
       FROM rm_transport_bids WHERE uid = $1`,
    [uid],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    make: row.make,
    model: row.model,
    distanceKm: row.distance_km,
    status: TransportBidStatus.parse(row.status),
    expirationDateTime: iso(row.expiration_date_time),
    bidAmount: money(row.bid_amount),
  };
}

export async function transportBidRef(
  db: SqlClient,
  by: { uid: string } | { id: string },
): Promise<{ id: string; offerId: string } | null> {
  const [column, value] = 'uid' in by ? ['uid', by.uid] : ['id', by.id];
  const { rows } = await db.query<{ id: string; offer_id: string }>(`SELECT id, offer_id FROM rm_transport_bids WHERE ${column} = $1`, [
    value,
  ]);
  return rows[0] ? { id: rows[0].id, offerId: rows[0].offer_id } : null;
}
