/**
 * Reads of the inventory read model (rm_inventory). Vehicles come back as the contract's
 * InventoryItem; `now` sets their days in inventory (and the age buckets), so tests pin it.
 *
 *   inventoryByVin(db, vin, now, supply?)           the vehicle a VIN means (see below); null if none
 *   inventoryById(db, id, now, supply?)             null if unknown
 *                                                   with `supply` (the dealerships whose listings
 *                                                   count in days' supply), its market figures
 *                                                   read in the same statement (./market-facts.ts)
 *   inventoryByIds(db, ids, now)                    absent if unknown
 *   soldVehicleIds(db, ids)                         those of `ids` that are sold
 *   unsoldVehicleIdsAt(db, dealershipId)            the vehicles a dealership has on sale
 *   dealershipsListing(db, dealershipIds)           those of the dealerships where a vehicle is listed
 *   inventoryOfDealershipByAge(db, id, age, view, now)   a bucket's or band's unsold vehicles
 *   spotlightedInventory(db, scope, view, now)             by days or price-to-market (view)
 *   liveListingsOf(db, vins, exceptDealershipId)    where each VIN is listed unsold elsewhere
 *
 * The marketplace and trade-in searches are in ./marketplace.ts; the aging rollup's figures are
 * in ./rollup.ts (answered from here: this file is the read model's query entry).
 */
import type { ListingType, SortDirection } from '@dtn/contracts';
import type { AgeRange, InventoryItem } from '@dtn/contracts/entities/inventory';
import type { InventoryViewQuery } from '@dtn/contracts/routes/inventory-queries';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { uuidsOf } from '../../sql/text';
import { cohortValueJoin, priceToMarketSql } from '../market/sql';
import { ageCondition } from './age-sql';
import { inventoryColumns, toInventoryItem, type InventoryRow } from './inventory-item';
import { marketFactsSql, marketOfRow, type DealershipsSql, type MarketFactsRow } from './market-facts';

export { emptyRollupFigures, rollupFigures } from './rollup';

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
export async function inventoryByVin(db: SqlClient, vin: string, now: Date, supply?: DealershipsSql): Promise<InventoryItem | null> {
  return oneVehicle(
    db,
    (p) => `vin = ${p(vin)}
      ORDER BY sold, CASE WHEN sold THEN NULL ELSE inventory_date END ASC NULLS LAST, inventory_date DESC, id
      LIMIT 1`,
    now,
    supply,
  );
}

export async function inventoryById(db: SqlClient, id: string, now: Date, supply?: DealershipsSql): Promise<InventoryItem | null> {
  return oneVehicle(db, (p) => `id = ${p(id)}::uuid`, now, supply);
}

/** The vehicle `condition` finds (given a function that makes a parameter of a value), with its
 * market figures when `supply` is given: one statement either way. */
async function oneVehicle(
  db: SqlClient,
  condition: (param: (value: unknown) => string) => string,
  now: Date,
  supply: DealershipsSql | undefined,
): Promise<InventoryItem | null> {
  const where = new Where();
  const facts = supply ? `, ${marketFactsSql('i', supply(where))}` : '';
  const { rows } = await db.query<InventoryRow & Partial<MarketFactsRow>>(
    `SELECT ${inventoryColumns}${facts} FROM rm_inventory i WHERE ${condition((value) => where.param(value))}`,
    where.params,
  );
  const row = rows[0];
  if (!row) return null;
  const item = toInventoryItem(row, now);
  return supply ? { ...item, market: marketOfRow(row as MarketFactsRow, item.daysInInventory, now) } : item;
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

export async function unsoldVehicleIdsAt(db: SqlClient, dealershipId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text FROM rm_inventory WHERE dealership_id = $1 AND NOT sold', [
    dealershipId,
  ]);
  return rows.map((row) => row.id);
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

export interface InventoryView {
  listingTypes: ListingType[];
  sortOrder: SortDirection;
  sortBy: InventoryViewQuery['sortBy'];
}

/**
 * The view's order. By days: ascending = fewest days in inventory first = newest inventory_date
 * first. By price-to-market: ascending = the lowest (the best buys) first; vehicles without one
 * (no list price, or no network value) last either way, then the newest. The id breaks ties so
 * the order never depends on the table's physical order.
 */
function orderBy({ sortBy, sortOrder }: InventoryView): string {
  const direction = sortOrder === 'Ascending' ? 'ASC' : 'DESC';
  if (sortBy === 'priceToMarket') return `price_to_market ${direction} NULLS LAST, inventory_date DESC, id`;
  return sortOrder === 'Ascending' ? 'inventory_date DESC, id' : 'inventory_date ASC, id';
}

/** The vehicles matching `where` (on rm_inventory as `i`, `now` its placeholder for the market
 * figures' clock) in the view's order. */
async function listed(db: SqlClient, where: Where, nowParam: string, view: InventoryView, now: Date): Promise<InventoryItem[]> {
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${inventoryColumns}
       FROM (SELECT i.*, ${priceToMarketSql('i')} AS price_to_market
               FROM rm_inventory i
               ${cohortValueJoin('i', nowParam)}
              WHERE ${where.sql()}) AS listed
      ORDER BY ${orderBy(view)}`,
    where.params,
  );
  return rows.map((row) => toInventoryItem(row, now));
}

/** Unsold vehicles of one dealership aged within `age` (a bucket's or a band's days). */
export async function inventoryOfDealershipByAge(
  db: SqlClient,
  dealershipId: string,
  age: AgeRange,
  view: InventoryView,
  now: Date,
): Promise<InventoryItem[]> {
  const where = new Where()
    .add('i.dealership_id = ?::uuid', dealershipId)
    .add('NOT i.sold')
    .add('i.listing_type = ANY(?::text[])', view.listingTypes);
  const nowParam = where.param(now.toISOString());
  where.add(ageCondition(age, 'i.inventory_date', nowParam));
  return listed(db, where, nowParam, view, now);
}

/** `dealerGroupId` null = every group (an Admin outside any group). */
export async function spotlightedInventory(
  db: SqlClient,
  scope: { dealerGroupId: string | null },
  view: InventoryView,
  now: Date,
): Promise<InventoryItem[]> {
  const where = new Where().add('i.spotlight').add('NOT i.sold').add('i.listing_type = ANY(?::text[])', view.listingTypes);
  if (scope.dealerGroupId !== null) where.add('i.dealer_group_id = ?::uuid', scope.dealerGroupId);
  return listed(db, where, where.param(now.toISOString()), view, now);
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
