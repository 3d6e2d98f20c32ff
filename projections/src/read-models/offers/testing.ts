/** Test helpers: offers rows written and read directly, as the offers projector leaves them. */
import { randomUUID } from 'node:crypto';
import type { OfferStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

export interface OfferFixture {
  id?: string;
  inventoryId: string;
  buyerUserId: string;
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
  sellerDealershipId: string;
  status: OfferStatus;
  offerAmount?: number | null;
  transportOfferAmount?: number | null;
  buyerDismissed?: boolean;
  sellerDismissed?: boolean;
  destinationDealershipId?: string | null;
  expirationDateTime?: Date | null;
  selectedTransportBidId?: string | null;
  acceptedByUserId?: string | null;
  createdAt?: Date;
  /** The revision of the offer stream's last event the projector applied: the terms version. */
  version?: number;
}

export async function insertOffer(db: SqlClient, o: OfferFixture): Promise<string> {
  const id = o.id ?? randomUUID();
  const offerAmount = o.offerAmount ?? null;
  const transport = o.transportOfferAmount ?? null;
  const total = offerAmount === null ? null : offerAmount + (transport ?? 0);
  const createdAt = (o.createdAt ?? new Date()).toISOString();
  await db.query(
    `INSERT INTO rm_offers (id, inventory_id, buyer_user_id, buyer_dealer_group_id, seller_dealer_group_id,
       seller_dealership_id, status, offer_amount, transport_offer_amount, total, buyer_dismissed, seller_dismissed,
       transportation_search_radius, destination_dealership_id, expiration_date_time, selected_transport_bid_id,
       accepted_by_user_id, created_at, updated_at, stream_revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19)`,
    [
      id,
      o.inventoryId,
      o.buyerUserId,
      o.buyerDealerGroupId,
      o.sellerDealerGroupId,
      o.sellerDealershipId,
      o.status,
      offerAmount,
      transport,
      total,
      o.buyerDismissed ?? false,
      o.sellerDismissed ?? false,
      o.expirationDateTime ? 50 : null,
      o.destinationDealershipId ?? null,
      o.expirationDateTime?.toISOString() ?? null,
      o.selectedTransportBidId ?? null,
      o.acceptedByUserId ?? null,
      createdAt,
      o.version ?? 0,
    ],
  );
  return id;
}

/** Sets an offer's status in place (a read model drifting from its events). */
export async function setOfferStatus(db: SqlClient, id: string, status: OfferStatus): Promise<void> {
  await db.query('UPDATE rm_offers SET status = $2 WHERE id = $1', [id, status]);
}

/** The row of an offer, column by column (null if none). */
export async function offerRow(db: SqlClient, id: string): Promise<Record<string, unknown> | null> {
  return (await db.query('SELECT * FROM rm_offers WHERE id = $1', [id])).rows[0] ?? null;
}

/** Every offers row, by id. */
export async function offerRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_offers ORDER BY id')).rows;
}

/** The offers in one of `statuses`, by id, with their parties. */
export async function offersIn(
  db: SqlClient,
  statuses: readonly string[],
): Promise<{ id: string; inventoryId: string; buyerUserId: string; sellerDealerGroupId: string }[]> {
  const { rows } = await db.query<{ id: string; inventory_id: string; buyer_user_id: string; seller_dealer_group_id: string }>(
    'SELECT id, inventory_id, buyer_user_id, seller_dealer_group_id FROM rm_offers WHERE status = ANY($1) ORDER BY id',
    [statuses],
  );
  return rows.map((r) => ({
    id: r.id,
    inventoryId: r.inventory_id,
    buyerUserId: r.buyer_user_id,
    sellerDealerGroupId: r.seller_dealer_group_id,
  }));
}

/** The submitted offers among `ids`, with their vehicle and amount. */
export async function submittedOffers(
  db: SqlClient,
  ids: readonly string[],
): Promise<{ id: string; inventoryId: string; amount: number }[]> {
  const { rows } = await db.query<{ id: string; inventoryId: string; amount: number }>(
    `SELECT id::text AS id, inventory_id::text AS "inventoryId", offer_amount::float8 AS amount
       FROM rm_offers WHERE status = 'submitted' AND id = ANY($1::uuid[]) ORDER BY id`,
    [ids],
  );
  return rows;
}

/** The vehicles a buyer has an offer on. */
export async function vehiclesOfferedOnBy(db: SqlClient, buyerUserId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ inventory_id: string }>('SELECT inventory_id FROM rm_offers WHERE buyer_user_id = $1', [buyerUserId]);
  return new Set(rows.map((r) => r.inventory_id));
}

/** Every offer on a vehicle with its status, by id. */
export async function offerStatusesOn(db: SqlClient, inventoryId: string): Promise<{ id: string; status: string }[]> {
  return (
    await db.query<{ id: string; status: string }>('SELECT id, status FROM rm_offers WHERE inventory_id = $1 ORDER BY id', [inventoryId])
  ).rows;
}

/** Empties the offers read model (a projector run again from the start). */
export async function emptyOffers(db: SqlClient): Promise<void> {
  await db.query('TRUNCATE rm_offers');
}
