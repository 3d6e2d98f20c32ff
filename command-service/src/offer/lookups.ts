import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox, distanceInMiles, type LatLon } from '@dtn/platform/geo/distance';
import { NotFoundError } from '@dtn/platform/errors';

/**
 * The few facts no stream can answer, read from the read models: what sits where (vendors within
 * a radius, dealership coordinates), which offer a transport bid belongs to, whose a notification
 * is, and which offers are on a vehicle.
 */
export function createOfferLookups(db: SqlClient) {
  return {
    async dealershipIdsOf(userId: string): Promise<string[]> {
      const { rows } = await db.query<{ dealership_ids: string[] }>('SELECT dealership_ids FROM rm_users WHERE id = $1', [userId]);
      return rows[0]?.dealership_ids ?? [];
    },

    async locationOf(dealershipId: string): Promise<LatLon> {
      const { rows } = await db.query<LatLon>('SELECT latitude, longitude FROM rm_dealerships WHERE id = $1', [dealershipId]);
      if (!rows[0]) throw new NotFoundError(`Dealership ${dealershipId} was not found.`);
      return rows[0];
    },

    /** Vendors within `miles` of `center` (haversine), nearest first, with their distance. */
    async vendorsWithin(center: LatLon, miles: number): Promise<{ id: string; miles: number }[]> {
      const box = boundingBox(center, miles);
      const { rows } = await db.query<{ id: string } & LatLon>(
        `SELECT id, latitude, longitude FROM rm_transport_vendors
          WHERE latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`,
        [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude],
      );
      return rows
        .map((row) => ({ id: row.id, miles: distanceInMiles(center, row) }))
        .filter((vendor) => vendor.miles <= miles)
        .sort((a, b) => a.miles - b.miles || a.id.localeCompare(b.id));
    },

    async transportBid(by: { uid: string } | { id: string }): Promise<{ id: string; offerId: string }> {
      const [column, value] = 'uid' in by ? ['uid', by.uid] : ['id', by.id];
      const { rows } = await db.query<{ id: string; offer_id: string }>(
        `SELECT id, offer_id FROM rm_transport_bids WHERE ${column} = $1`,
        [value],
      );
      if (!rows[0]) throw new NotFoundError('The transport bid was not found.');
      return { id: rows[0].id, offerId: rows[0].offer_id };
    },

    async recipientOf(notificationId: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM rm_notifications WHERE id = $1', [notificationId]);
      return rows[0]?.user_id ?? null;
    },

    async offerIdsOn(inventoryId: string): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_offers WHERE inventory_id = $1 ORDER BY id', [inventoryId]);
      return rows.map((row) => row.id);
    },
  };
}

export type OfferLookups = ReturnType<typeof createOfferLookups>;

