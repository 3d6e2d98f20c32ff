/**
 * Reads of the transport vendors read model (rm_transport_vendors).
 *
 *   vendorsByIds(db, ids)            name, place, picture and contact by id
 *   vendorsWithin(db, center, miles) those within the radius, nearest first, with their distance
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox, distanceInMiles, type LatLon } from '@dtn/platform/geo/distance';
import { uuidsOf } from '../../sql/text';

export interface TransportVendorRecord {
  id: string;
  name: string;
  city: string;
  state: string;
  imageUrl: string;
  contact: string;
  email: string;
  phoneNumber: string;
}

export async function vendorsByIds(db: SqlClient, ids: Iterable<string>): Promise<Map<string, TransportVendorRecord>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<{
    id: string;
    name: string;
    city: string;
    state: string;
    image_url: string;
    contact: string;
    email: string;
    phone_number: string;
  }>(`SELECT id::text, name, city, state, image_url, contact, email, phone_number FROM rm_transport_vendors WHERE id = ANY($1::uuid[])`, [
    wanted,
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        city: r.city,
        state: r.state,
        imageUrl: r.image_url,
        contact: r.contact,
        email: r.email,
        phoneNumber: r.phone_number,
      },
    ]),
  );
}

/** Vendors within `miles` of `center` (haversine; the box first, on the location index). */
export async function vendorsWithin(
  db: SqlClient,
  center: LatLon,
  miles: number,
): Promise<{ id: string; name: string; email: string; miles: number }[]> {
  const box = boundingBox(center, miles);
  const { rows } = await db.query<{ id: string; name: string; email: string } & LatLon>(
    `SELECT id, name, email, latitude, longitude FROM rm_transport_vendors
      WHERE latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`,
    [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude],
  );
  return rows
    .map((row) => ({ id: row.id, name: row.name, email: row.email, miles: distanceInMiles(center, row) }))
    .filter((vendor) => vendor.miles <= miles)
    .sort((a, b) => a.miles - b.miles || a.id.localeCompare(b.id));
}
