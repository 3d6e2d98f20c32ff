/** Test helpers: dealerships rows written directly, as the dealerships projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';

export interface DealershipFixture {
  id?: string;
  dealerGroupId: string;
  name?: string;
  latitude: number;
  longitude: number;
  active?: boolean;
  state?: string;
}

export async function insertDealership(db: SqlClient, d: DealershipFixture): Promise<string> {
  const id = d.id ?? randomUUID();
  await db.query(
    `INSERT INTO rm_dealerships (id, dealer_group_id, name, dealer_vault_id, address1, address2, city, state,
       postal_code, active, latitude, longitude)
     VALUES ($1, $2, $3, 'dv-1', '1 Main St', '', 'Springfield', $4, '62701', $5, $6, $7)`,
    [id, d.dealerGroupId, d.name ?? `Dealership ${id.slice(0, 8)}`, d.state ?? 'IL', d.active ?? true, d.latitude, d.longitude],
  );
  return id;
}

/** The active dealerships not in `except`, in id order (those made during a run, say). */
export async function activeDealershipsExcept(db: SqlClient, except: readonly string[]): Promise<{ id: string; dealerGroupId: string }[]> {
  const { rows } = await db.query<{ id: string; dealer_group_id: string }>(
    'SELECT id, dealer_group_id FROM rm_dealerships WHERE active AND NOT id = ANY($1) ORDER BY id',
    [except],
  );
  return rows.map((r) => ({ id: r.id, dealerGroupId: r.dealer_group_id }));
}
