import { AgeBucket, type ListingType, type SortDirection } from '@dtn/contracts';
import { ageBucketRange, rollupCountField, type InventoryItem, type InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { SqlClient } from '@dtn/platform/db/database';
import { inventoryColumns, toInventoryItem, type InventoryRow } from '../shared/inventory-row';
import { Where } from '../shared/where';

/**
 * The dealer group's own stock by age. Age is whole days since inventory_date (as
 * `daysInInventory`), against a `now` passed in so that the SQL buckets and the days shown on
 * each card use one clock. Day ranges become inventory_date ranges so the
 * (dealership_id, inventory_date) index serves them:
 *   days >= min  <=>  inventory_date <= now - min days
 *   days <= max  <=>  inventory_date >  now - (max + 1) days
 * A future inventory_date counts as 0 days (first bucket).
 */
function ageCondition(bucket: AgeBucket, now: string): string {
  const { minDays, maxDays } = ageBucketRange(bucket);
  const parts: string[] = [];
  if (minDays > 0) parts.push(`inventory_date <= ${now}::timestamptz - make_interval(days => ${minDays})`);
  if (maxDays !== null) parts.push(`inventory_date > ${now}::timestamptz - make_interval(days => ${maxDays + 1})`);
  return parts.join(' AND ') || 'TRUE';
}

interface RollupRow {
  dealership_id: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  counts: Record<string, string | number>;
}

const countColumns = AgeBucket.options
  .map((bucket) => `'${rollupCountField[bucket]}', count(i.id) FILTER (WHERE ${ageCondition(bucket, '$2')})`)
  .join(',\n      ');

/** `dealerGroupId` null = every group (an Admin outside any group). Unsold vehicles only. */
export async function inventoryRollup(
  db: SqlClient,
  scope: { dealerGroupId: string | null },
  now: Date,
): Promise<InventoryRollupRow[]> {
  const { rows } = await db.query<RollupRow>(
    `SELECT d.id AS dealership_id, d.name, d.address1, d.address2, d.city, d.state, d.postal_code,
            json_build_object(
      ${countColumns}) AS counts
       FROM rm_dealerships d
       LEFT JOIN rm_inventory i ON i.dealership_id = d.id AND NOT i.sold
      WHERE d.active AND ($1::uuid IS NULL OR d.dealer_group_id = $1::uuid)
      GROUP BY d.id
      ORDER BY d.name, d.id`,
    [scope.dealerGroupId, now.toISOString()],
  );
  return rows.map((row) => ({
    dealershipId: row.dealership_id,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    thirtyDaysOldCount: Number(row.counts.thirtyDaysOldCount ?? 0),
    sixtyDaysOldCount: Number(row.counts.sixtyDaysOldCount ?? 0),
    ninetyDaysOldCount: Number(row.counts.ninetyDaysOldCount ?? 0),
    oneTwentyDaysOldCount: Number(row.counts.oneTwentyDaysOldCount ?? 0),
    overOneTwentyDaysOldCount: Number(row.counts.overOneTwentyDaysOldCount ?? 0),
  }));
}

export interface InventoryView {
  listingTypes: ListingType[];
  sortOrder: SortDirection;
}

/** Ascending = fewest days in inventory first = newest inventory_date first. */
const orderByDays = (sortOrder: SortDirection): string =>
  sortOrder === 'Ascending' ? 'inventory_date DESC, id' : 'inventory_date ASC, id';

export async function inventoryOfDealershipByAge(
  db: SqlClient,
  dealershipId: string,
  bucket: AgeBucket,
  view: InventoryView,
  now: Date,
): Promise<InventoryItem[]> {
  const where = new Where()
    .add('dealership_id = ?::uuid', dealershipId)
    .add('NOT sold')
    .add('listing_type = ANY(?::text[])', view.listingTypes);
  const nowParam = `$${where.params.length + 1}`;
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${inventoryColumns} FROM rm_inventory
      WHERE ${where.sql()} AND ${ageCondition(bucket, nowParam)}
      ORDER BY ${orderByDays(view.sortOrder)}`,
    [...where.params, now.toISOString()],
  );
  return rows.map((row) => toInventoryItem(row, now));
}

export async function spotlightedInventory(
  db: SqlClient,
  scope: { dealerGroupId: string | null },
  view: InventoryView,
  now: Date,
): Promise<InventoryItem[]> {
  const where = new Where().add('spotlight').add('NOT sold').add('listing_type = ANY(?::text[])', view.listingTypes);
  if (scope.dealerGroupId !== null) where.add('dealer_group_id = ?::uuid', scope.dealerGroupId);
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${inventoryColumns} FROM rm_inventory WHERE ${where.sql()} ORDER BY ${orderByDays(view.sortOrder)}`,
    where.params,
  );
  return rows.map((row) => toInventoryItem(row, now));
}

/** The dealer group a dealership belongs to; null when there is no such dealership. */
export async function dealerGroupOfDealership(db: SqlClient, dealershipId: string): Promise<string | null> {
  const { rows } = await db.query<{ dealer_group_id: string }>(
    'SELECT dealer_group_id FROM rm_dealerships WHERE id = $1::uuid',
    [dealershipId],
  );
  return rows[0]?.dealer_group_id ?? null;
}
