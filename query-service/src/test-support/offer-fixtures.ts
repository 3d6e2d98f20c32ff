import { randomBytes, randomUUID } from 'node:crypto';
import type { NotificationType, OfferStatus, TransportBidStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

/** Offer read-model rows inserted directly, as the offer projectors would leave them. */

export async function insertTransportVendor(
  db: SqlClient,
  v: { id?: string; name?: string; latitude?: number; longitude?: number; email?: string } = {},
): Promise<string> {
  const id = v.id ?? randomUUID();
  await db.query(
    `INSERT INTO rm_transport_vendors (id, name, city, state, postal_code, image_url, contact, email, phone_number, latitude, longitude)
     VALUES ($1, $2, 'Peoria', 'IL', '61602', 'truck.png', 'Tom Hauler', $3, '555-0100', $4, $5)`,
    [id, v.name ?? `Vendor ${id.slice(0, 6)}`, v.email ?? `${id}@haul.test`, v.latitude ?? 40.69, v.longitude ?? -89.59],
  );
  return id;
}

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
}

export async function insertOffer(db: SqlClient, o: OfferFixture): Promise<string> {
  const id = o.id ?? randomUUID();
  const offerAmount = o.offerAmount ?? null;
  const transport = o.transportOfferAmount ?? null;
  const total = offerAmount === null ? null : offerAmount + (transport ?? 0);
  const createdAt = (o.createdAt ?? new Date()).toISOString();
  await db.query(
    `INSERT INTO rm_offers (id, inventory_id, vin, year, make, model, buyer_user_id, buyer_dealer_group_id,
       seller_dealer_group_id, seller_dealership_id, status, offer_amount, transport_offer_amount, total,
       buyer_dismissed, seller_dismissed, transportation_search_radius, destination_dealership_id, distance_km,
       expiration_date_time, selected_transport_bid_id, accepted_by_user_id, created_at, updated_at)
     VALUES ($1, $2, '1HGCM82633A000001', 2020, 'Honda', 'Accord', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
       $13, $14, $15, $16, $17, $18, $19, $19)`,
    [
      id, o.inventoryId, o.buyerUserId, o.buyerDealerGroupId, o.sellerDealerGroupId, o.sellerDealershipId, o.status,
      offerAmount, transport, total, o.buyerDismissed ?? false, o.sellerDismissed ?? false,
      o.expirationDateTime ? 50 : null, o.destinationDealershipId ?? null, o.expirationDateTime ? 120 : null,
      o.expirationDateTime?.toISOString() ?? null, o.selectedTransportBidId ?? null, o.acceptedByUserId ?? null, createdAt,
    ],
  );
  return id;
}

export async function insertTransportBid(
  db: SqlClient,
  b: { id?: string; uid?: string; offerId: string; vendorId: string; status?: TransportBidStatus; bidAmount?: number | null; distanceKm?: number; expiration?: Date },
): Promise<{ id: string; uid: string }> {
  const id = b.id ?? randomUUID();
  const uid = b.uid ?? randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO rm_transport_bids (id, uid, offer_id, transport_vendor_id, status, bid_amount, make, model, distance_km, expiration_date_time)
     VALUES ($1, $2, $3, $4, $5, $6, 'Honda', 'Accord', $7, $8)`,
    [
      id, uid, b.offerId, b.vendorId, b.status ?? 'pending', b.bidAmount ?? null, b.distanceKm ?? 160.934,
      (b.expiration ?? new Date(Date.now() + 86_400_000)).toISOString(),
    ],
  );
  return { id, uid };
}

export async function insertOfferMessage(
  db: SqlClient,
  m: { offerId: string; fromUserId: string; message: string; sentAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO rm_offer_messages (message_id, offer_id, from_user_id, message, sent_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), m.offerId, m.fromUserId, m.message, m.sentAt.toISOString()],
  );
}

export async function insertNotification(
  db: SqlClient,
  n: { userId: string; type: NotificationType; title?: string; isRead?: boolean; dismissed?: boolean; createdAt?: Date; link?: string; inventoryId?: string | null },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, inventory_id,
       is_read, dismissed, created_at)
     VALUES ($1, $2, $3, $4, 'a.jpg', 'Body', $5, $6, $7, $8, $9)`,
    [
      id, n.userId, n.type, n.title ?? n.type, n.link ?? '', n.inventoryId ?? null, n.isRead ?? false,
      n.dismissed ?? false, (n.createdAt ?? new Date()).toISOString(),
    ],
  );
  return id;
}
