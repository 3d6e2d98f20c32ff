import type { SqlClient } from '@dtn/platform/db/database';
import { groupDealershipIdsSql } from '../dealerships/queries';

/** A make's or a model's key (lower-cased, so "TOYOTA" and "Toyota" count as one) and how many
 * vehicles have it. */
export interface KeyCount {
  key: string;
  count: number;
}

/**
 * The makes, and a make's models, of the vehicles the marketplace lists to a dealer group: other
 * groups' unsold vehicles, trade-ins aside (`dealerGroupId` null, as for an Admin: every group's),
 * by key. Counted from days' supply's listings (rm_inventory_supply: one row per dealership and
 * cohort), not from the vehicles themselves.
 */
export async function networkMakes(db: SqlClient, dealerGroupId: string | null): Promise<KeyCount[]> {
  return keysAndCounts(db, 'make_key', dealerGroupId, null);
}

export async function networkModels(db: SqlClient, dealerGroupId: string | null, make: string): Promise<KeyCount[]> {
  return keysAndCounts(db, 'model_key', dealerGroupId, make);
}

async function keysAndCounts(
  db: SqlClient,
  key: 'make_key' | 'model_key',
  dealerGroupId: string | null,
  make: string | null,
): Promise<KeyCount[]> {
  const { rows } = await db.query<KeyCount>(
    `SELECT ${key} AS key, sum(listed)::int AS count FROM rm_inventory_supply
      WHERE dealership_id <> ALL(${groupDealershipIdsSql('$1')})
        AND ($2::text IS NULL OR make_key = lower($2::text))
      GROUP BY ${key}
      ORDER BY ${key}`,
    [dealerGroupId, make],
  );
  return rows;
}
