/** Benchmarks' bulk fill (not the product's path): the places of many dealerships in one
 * statement, as the vehicle-match projector records them from DealershipCreated. */
import type { SqlClient } from '@dtn/platform/db/database';

export interface BulkMatchDealership {
  id: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export async function insertMatchDealershipsInBulk(db: SqlClient, dealerships: readonly BulkMatchDealership[]): Promise<void> {
  const column = <K extends keyof BulkMatchDealership>(key: K) => dealerships.map((d) => d[key]);
  await db.query(
    `INSERT INTO rm_match_dealerships (id, name, city, state, latitude, longitude)
     SELECT id, n, c, s, la, lo FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[]) AS t(id, n, c, s, la, lo)`,
    [column('id'), column('name'), column('city'), column('state'), column('latitude'), column('longitude')],
  );
}
