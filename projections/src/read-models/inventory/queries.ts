/**
 * Reads of the inventory read model (rm_inventory). Vehicles come back as the contract's
 * InventoryItem; `now` sets their days in inventory (and the age buckets), so tests pin it.
 *
 *   inventoryByVin(db, vin, now)                    the vehicle a VIN means (see below); null if none
 *   inventoryById(db, id, now) / inventoryByIds     null / absent if unknown
 *   soldVehicleIds(db, ids)                         those of `ids` that are sold
 *   dealershipsListing(db, dealershipIds)           those of the dealerships where a vehicle is listed
 *   inventoryOfDealershipByAge(db, id, bucket, view, now)
 *   spotlightedInventory(db, scope, view, now)
 *   ageBucketCounts(db, dealershipIds, now)         unsold vehicles per dealership and age bucket
 *   liveListingsOf(db, vins, exceptDealershipId)    where each VIN is listed unsold elsewhere
 *
 * The marketplace and trade-in searches are in ./marketplace.ts.
 */
import { AgeBucket, type ListingType, type SortDirection } from '@dtn/contracts';
import { ageBucketRange, rollupCountField, type InventoryItem } from '@dtn/contracts/entities/inventory';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { uuidsOf } from '../../sql/text';
import { inventoryColumns, toInventoryItem, type InventoryRow } from './inventory-item';

/**
 * A VIN can be listed more than once: sold at one dealership, then taken in and listed at
 * another; or, within the projection lag, listed twice before the command side's one-live-listing
 * check could see the first (docs/architecture.md, "One live listing per VIN"). The detail page
 * means the vehicle a buyer can bid on, and a newcomer must never shadow it:
 *   1. a live (unsold) listing before any sold one;
 *   2. among live listings the one in stock longest (the first listed; a later duplicate never
 *      takes over the VIN);
 *   3. among sold ones the most recent;
 *   4. the id, so the answer never depends on the table's physical order.
 */
export async function inventoryByVin(db: SqlClient, vin: string, now: Date): Promise<InventoryItem | null> {
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${inventoryColumns} FROM rm_inventory WHERE vin = $1
      ORDER BY sold, CASE WHEN sold THEN NULL ELSE inventory_date END ASC NULLS LAST, inventory_date DESC, id
      LIMIT 1`,
    [vin],
  );
  return rows[0] ? toInventoryItem(rows[0], now) : null;
}

export async function inventoryById(db: SqlClient, id: string, now: Date): Promise<InventoryItem | null> {
  const { rows } = await db.query<InventoryRow>(`SELECT ${inventoryColumns} FROM rm_inventory WHERE id = $1::uuid`, [id]);
  return rows[0] ? toInventoryItem(rows[0], now) : null;
}

export async function inventoryByIds(db: SqlClient, ids: Iterable<string>, now: Date): Promise<Map<string, InventoryItem>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<InventoryRow>(`SELECT ${inventoryColumns} FROM rm_inventory WHERE id = ANY($1::uuid[])`, [wanted]);
  return new Map(rows.map((row) => [row.id, toInventoryItem(row, now)]));
}

export async function soldVehicleIds(db: SqlClient, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>('SELECT id::text FROM rm_inventory WHERE sold AND id = ANY($1::uuid[])', [wanted]);
  return new Set(rows.map((row) => row.id));
}

/** A vehicle's detail page shows where it stands, so a dealership listing one is known to every
 * group (sold vehicles keep their page). */
export async function dealershipsListing(db: SqlClient, dealershipIds: Iterable<string>): Promise<Set<string>> {
  const wanted = uuidsOf(dealershipIds);
  if (wanted.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT d.id::text FROM unnest($1::uuid[]) AS d(id) WHERE EXISTS (SELECT 1 FROM rm_inventory i WHERE i.dealership_id = d.id)`,
    [wanted],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Age is whole days since inventory_date (as `daysInInventory`), against a `now` passed in so that
 * the SQL buckets and the days shown on each card use one clock. Day ranges become inventory_date
 * ranges so the (dealership_id, inventory_date) index serves them:
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

export type AgeBucketCounts = Record<(typeof rollupCountField)[AgeBucket], number>;

const countColumns = AgeBucket.options
  .map((bucket) => `'${rollupCountField[bucket]}', count(*) FILTER (WHERE ${ageCondition(bucket, '$2')})`)
  .join(',\n      ');

/** Unsold vehicles of each dealership by age bucket; a dealership without any is absent. */
export async function ageBucketCounts(db: SqlClient, dealershipIds: readonly string[], now: Date): Promise<Map<string, AgeBucketCounts>> {
  if (dealershipIds.length === 0) return new Map();
  const { rows } = await db.query<{ dealership_id: string; counts: Record<string, string | number> }>(
    `SELECT dealership_id::text, json_build_object(
      ${countColumns}) AS counts
       FROM rm_inventory
      WHERE dealership_id = ANY($1::uuid[]) AND NOT sold
      GROUP BY dealership_id`,
    [dealershipIds, now.toISOString()],
  );
  const counts = (row: Record<string, string | number>): AgeBucketCounts =>
    Object.fromEntries(
      AgeBucket.options.map((bucket) => [rollupCountField[bucket], Number(row[rollupCountField[bucket]] ?? 0)]),
    ) as AgeBucketCounts;
  return new Map(rows.map((row) => [row.dealership_id, counts(row.counts)]));
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

/** `dealerGroupId` null = every group (an Admin outside any group). */
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

/** Unsold listings of `vins` (upper-cased) at dealerships other than `exceptDealershipId`, each
 * VIN's longest-listed first: who already lists a VIN live (one live listing per VIN). */
export async function liveListingsOf(
  db: SqlClient,
  vins: readonly string[],
  exceptDealershipId: string,
): Promise<{ vin: string; dealershipId: string; dealershipName: string }[]> {
  if (vins.length === 0) return [];
  const { rows } = await db.query<{ vin: string; dealership_id: string; dealership_name: string }>(
    `SELECT vin, dealership_id::text, dealership_name FROM rm_inventory
      WHERE vin = ANY($1::text[]) AND NOT sold AND dealership_id <> $2::uuid
      ORDER BY vin, inventory_date, id`,
    [vins.map((vin) => vin.toUpperCase()), exceptDealershipId],
  );
  return rows.map((r) => ({ vin: r.vin, dealershipId: r.dealership_id, dealershipName: r.dealership_name }));
}
