/** Test helpers: dealer groups rows written directly, as the dealer groups projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertDealerGroup(db: SqlClient, fields: { id?: string; name?: string } = {}): Promise<string> {
  const id = fields.id ?? randomUUID();
  const name = fields.name ?? `Group ${id.slice(0, 8)}`;
  await db.query(
    `INSERT INTO rm_dealer_groups (id, organization_name, slug, short_name, dealer_vault_vendor_id)
     VALUES ($1, $2, $3, $4, 'vendor')`,
    [id, name, `slug-${id}`, name.slice(0, 12)],
  );
  return id;
}

/** Every dealer group's id, in id order. */
export async function dealerGroupIds(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_dealer_groups ORDER BY id');
  return rows.map((r) => r.id);
}

/** A group's response hours, as DealerGroupResponseHoursSet leaves them. */
export async function setGroupResponseHours(db: SqlClient, id: string, hours: number): Promise<void> {
  await db.query('UPDATE rm_dealer_groups SET response_hours = $2 WHERE id = $1', [id, hours]);
}
