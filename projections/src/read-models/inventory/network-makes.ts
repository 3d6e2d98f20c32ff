import type { NameCount } from '@dtn/contracts/routes/network-makes';
import type { SqlClient } from '@dtn/platform/db/database';

/**
 * The makes, and a make's models, of the vehicles the marketplace lists to a dealer group: other
 * groups' unsold vehicles, trade-ins aside (`dealerGroupId` null, as for an Admin: every group's).
 * Grouped by the cohort keys, so "TOYOTA" and "Toyota" count as one, named as most listings
 * spell it.
 */
export async function networkMakes(db: SqlClient, dealerGroupId: string | null): Promise<NameCount[]> {
  return namesAndCounts(db, 'make', 'make_key', dealerGroupId, null);
}

export async function networkModels(db: SqlClient, dealerGroupId: string | null, make: string): Promise<NameCount[]> {
  return namesAndCounts(db, 'model', 'model_key', dealerGroupId, make);
}

async function namesAndCounts(
  db: SqlClient,
  name: 'make' | 'model',
  key: 'make_key' | 'model_key',
  dealerGroupId: string | null,
  make: string | null,
): Promise<NameCount[]> {
  const { rows } = await db.query<{ name: string; count: string }>(
    `SELECT mode() WITHIN GROUP (ORDER BY ${name}) AS name, count(*) AS count
       FROM rm_inventory
      WHERE NOT sold AND NOT trade_in
        AND ($1::uuid IS NULL OR dealer_group_id <> $1::uuid)
        AND ($2::text IS NULL OR make_key = lower($2::text))
      GROUP BY ${key}
      ORDER BY lower(mode() WITHIN GROUP (ORDER BY ${name}))`,
    [dealerGroupId, make],
  );
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
