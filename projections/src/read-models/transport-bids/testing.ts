/** Test helpers: transport bids rows written and read directly, as the transport bids projector leaves them. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { TransportBidStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertTransportBid(
  db: SqlClient,
  b: {
    id?: string;
    uid?: string;
    offerId: string;
    vendorId: string;
    status?: TransportBidStatus;
    bidAmount?: number | null;
    distanceKm?: number;
    expiration?: Date;
  },
): Promise<{ id: string; uid: string }> {
  const id = b.id ?? randomUUID();
  const uid = b.uid ?? randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO rm_transport_bids (id, uid, offer_id, transport_vendor_id, status, bid_amount, make, model, distance_km, expiration_date_time)
     VALUES ($1, $2, $3, $4, $5, $6, 'Honda', 'Accord', $7, $8)`,
    [
      id,
      uid,
      b.offerId,
      b.vendorId,
      b.status ?? 'pending',
      b.bidAmount ?? null,
      b.distanceKm ?? 160.934,
      (b.expiration ?? new Date(Date.now() + 86_400_000)).toISOString(),
    ],
  );
  return { id, uid };
}

/** Sets a bid's status in place (a read model drifting from its events). */
export async function setTransportBidStatus(db: SqlClient, id: string, status: TransportBidStatus): Promise<void> {
  await db.query('UPDATE rm_transport_bids SET status = $2 WHERE id = $1', [id, status]);
}

/** Every transport bids row, by id. */
export async function transportBidRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_transport_bids ORDER BY id')).rows;
}

/** The uids of the offers' bids still waiting for a quote, by id. */
export async function pendingBidUids(db: SqlClient, offerIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ uid: string }>(
    `SELECT uid FROM rm_transport_bids
      WHERE status = 'pending' AND expiration_date_time > now() AND offer_id = ANY($1::uuid[]) ORDER BY id`,
    [offerIds],
  );
  return rows.map((r) => r.uid);
}

/** The quoted bids of the offers, by id. */
export async function quotedBidsOf(db: SqlClient, offerIds: readonly string[]): Promise<{ id: string; offerId: string }[]> {
  const { rows } = await db.query<{ id: string; offer_id: string }>(
    `SELECT id, offer_id FROM rm_transport_bids WHERE status = 'submitted' AND offer_id = ANY($1::uuid[]) ORDER BY id`,
    [offerIds],
  );
  return rows.map((r) => ({ id: r.id, offerId: r.offer_id }));
}

/** The vendor a bid went to. */
export async function vendorOfBid(db: SqlClient, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ transport_vendor_id: string }>('SELECT transport_vendor_id FROM rm_transport_bids WHERE id = $1', [id]);
  return rows[0]?.transport_vendor_id;
}
