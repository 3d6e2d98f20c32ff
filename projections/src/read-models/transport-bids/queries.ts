/**
 * Reads of the transport bids read model (rm_transport_bids).
 *
 *   bidsOfOffers(db, offerIds)             each offer's bids, nearest first; never their uid
 *   bidLinksOfOffer(db, offerId)           one offer's bids with the vendors' quote uids
 *   bidByUid(db, uid)                      the vendor's page: the job alone; null if unknown
 *   transportBidRef(db, {uid} | {id})      a bid's id and offer; null if unknown
 */
import type { TransportBidStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import { asIso, asNumber, selectInto } from '../../sql/select';
import { uuidsOf } from '../../sql/text';

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

/** Each field of TransportBidRecord from its rm_transport_bids column. */
const BID_FIELDS = selectInto<TransportBidRecord>({
  id: 'id',
  offerId: 'offer_id',
  transportVendorId: 'transport_vendor_id',
  status: 'status',
  bidAmount: asNumber('bid_amount'),
  make: 'make',
  model: 'model',
  distanceKm: 'distance_km',
});

/** Never the uid: the quote link is the vendor's alone (it comes by email), not the buyer's or seller's. */
export async function bidsOfOffers(db: SqlClient, offerIds: Iterable<string>): Promise<TransportBidRecord[]> {
  const wanted = uuidsOf(offerIds);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<TransportBidRecord>(
    `SELECT ${BID_FIELDS} FROM rm_transport_bids WHERE offer_id = ANY($1::uuid[]) ORDER BY distance_km, id`,
    [wanted],
  );
  return rows;
}

/** With the uids, for the vendors' own notifications (their links) and the offer audit. */
export async function bidLinksOfOffer(db: SqlClient, offerId: string): Promise<(TransportBidRecord & { uid: string })[]> {
  const { rows } = await db.query<TransportBidRecord & { uid: string }>(
    `SELECT ${BID_FIELDS}, uid FROM rm_transport_bids WHERE offer_id = $1 ORDER BY id`,
    [offerId],
  );
  return rows;
}

export interface PublicBidRecord {
  make: string;
  model: string;
  distanceKm: number;
  status: TransportBidStatus;
  expirationDateTime: string;
  bidAmount: number | null;
}

const PUBLIC_BID_FIELDS = selectInto<PublicBidRecord>({
  make: 'make',
  model: 'model',
  distanceKm: 'distance_km',
  status: 'status',
  expirationDateTime: asIso('expiration_date_time'),
  bidAmount: asNumber('bid_amount'),
});

/** Only the job's own columns (no offer, parties or address), so nothing else can leak. */
export async function bidByUid(db: SqlClient, uid: string): Promise<PublicBidRecord | null> {
  const { rows } = await db.query<PublicBidRecord>(`SELECT ${PUBLIC_BID_FIELDS} FROM rm_transport_bids WHERE uid = $1`, [uid]);
  return rows[0] ?? null;
}

export async function transportBidRef(
  db: SqlClient,
  by: { uid: string } | { id: string },
): Promise<{ id: string; offerId: string } | null> {
  const [column, value] = 'uid' in by ? ['uid', by.uid] : ['id', by.id];
  const { rows } = await db.query<{ id: string; offerId: string }>(
    `SELECT id, offer_id AS "offerId" FROM rm_transport_bids WHERE ${column} = $1`,
    [value],
  );
  return rows[0] ?? null;
}
