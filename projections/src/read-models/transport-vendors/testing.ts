/** Test helpers: transport vendors rows written and read directly, as the transport vendors projector leaves them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';

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

/** Every transport vendors row, by id. */
export async function transportVendorRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_transport_vendors ORDER BY id')).rows;
}
