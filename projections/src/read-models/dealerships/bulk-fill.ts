/** Benchmarks' bulk fill (not the product's path): many dealerships in one statement, as the
 * dealerships projector would leave them. */
import type { SqlClient } from '@dtn/platform/db/database';

export interface BulkDealership {
  id: string;
  dealerGroupId: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export async function insertDealershipsInBulk(db: SqlClient, dealerships: readonly BulkDealership[]): Promise<void> {
  const column = <K extends keyof BulkDealership>(key: K) => dealerships.map((d) => d[key]);
  await db.query(
    `INSERT INTO rm_dealerships (id, dealer_group_id, name, dealer_vault_id, address1, city, state, postal_code, latitude, longitude)
     SELECT id, g, n, 'DV', '1 Main St', c, s, p, la, lo
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[]) AS t(id, g, n, c, s, p, la, lo)`,
    [
      column('id'),
      column('dealerGroupId'),
      column('name'),
      column('city'),
      column('state'),
      column('postalCode'),
      column('latitude'),
      column('longitude'),
    ],
  );
}
