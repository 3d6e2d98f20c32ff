/**
 * The marketplace and trade-in searches over rm_inventory, among the vehicles of the dealerships
 * within the radius, each one statement (../dealerships/queries: nearbyDealershipIdsSql).
 *
 *   marketplacePage(db, dealerships, filters, paging)   not trade-ins, filtered
 *   tradeInPage(db, dealerships, paging)                trade-ins only
 *
 * `dealerships(where)` answers the SQL array of the dealership ids to search, its values put
 * into `where`; `supply(where)` those whose listings count in days' supply (every group's), or
 * null for the page without its market figures (the market bench's reference).
 */
import type { MarketplaceFilters, MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import { pageCountOf, type Paged } from '@dtn/contracts/paging';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { buyNowOf, stringArray } from './inventory-item';
import { daysInInventory } from '@dtn/contracts/entities/inventory';
import { unknownMarket } from '@dtn/contracts/entities/market';
import { cohortValueJoin, priceToMarketSql } from '../market/sql';
import { marketFactsSql, marketOfRow, type DealershipsSql, type MarketFactsRow } from './market-facts';

export type { DealershipsSql } from './market-facts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

interface MarketplaceRow extends Partial<MarketFactsRow> {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  images: unknown;
  sold: boolean;
  spotlight: boolean;
  trade_in: boolean;
  dealership_id: string;
  odometer: string | null;
  list_price: string | null;
  buy_now_price: string | null;
  buy_now_version: number;
  inventory_date: Date | string;
  total_count: string;
}

export async function marketplacePage(
  db: SqlClient,
  dealerships: DealershipsSql,
  filters: Omit<MarketplaceFilters, 'searchRadius' | 'distanceUnit'>,
  paging: PageRequest,
  now: Date,
  supply: DealershipsSql | null,
): Promise<Paged<MarketplaceItem>> {
  const where = new Where();
  where
    .add(`dealership_id = ANY(${dealerships(where)})`)
    .add('NOT trade_in')
    .add('listing_type = ANY(?::text[])', filters.listingType);
  if (filters.make) where.add('make_key = lower(?)', filters.make);
  if (filters.model) where.add('model_key = lower(?)', filters.model);
  if (filters.trim.length > 0)
    where.add(
      'lower(trim) = ANY(?::text[])',
      filters.trim.map((t) => t.toLowerCase()),
    );
  if (filters.startYear != null) where.add('year >= ?', filters.startYear);
  if (filters.endYear != null) where.add('year <= ?', filters.endYear);
  if (filters.spotlights) where.add('spotlight');
  if (filters.buyNowOnly) where.add('buy_now_price IS NOT NULL');
  return pageOfItems(db, where, paging, { now, supply }, filters.sort);
}

export async function tradeInPage(
  db: SqlClient,
  dealerships: DealershipsSql,
  paging: PageRequest,
  now: Date,
  supply: DealershipsSql,
): Promise<Paged<MarketplaceItem>> {
  const where = new Where();
  where.add(`dealership_id = ANY(${dealerships(where)})`).add('trade_in');
  return pageOfItems(db, where, paging, { now, supply });
}

/**
 * One page and the total in one statement. The page's sort runs over narrow rows (a top-N
 * heapsort) and only its rows are then read whole, so the wide columns (images, data) of
 * thousands of matches are never carried through the sort. The total is a scalar subquery over
 * the same conditions rather than count(*) OVER (): the window must hold every match before its
 * first row, and past work_mem it spilled to disk: at 1,000,000 vehicles, the densest
 * 100-mile search (56,000 matches) took 50 ms with the window and 34 ms with the subquery, on the
 * same index. Both scans are index-only on rm_inventory_cohorts (table.ts has its figures). Sold
 * vehicles stay in the list (the cards show a sold overlay) but sort after every unsold one.
 * Sorted by price-to-market too: the index holds each match's price and mileage.
 */
async function pageOfItems(
  db: SqlClient,
  where: Where,
  { page, pageSize }: PageRequest,
  { now, supply }: { now: Date; supply: DealershipsSql | null },
  sort: MarketplaceFilters['sort'] = 'default',
): Promise<Paged<MarketplaceItem>> {
  // The market figures' facts come with the page's rows (./market-facts.ts); without `supply`
  // the page alone (the market bench's reference).
  const filterParams = where.params.length;
  const byMarket = sort === 'priceToMarket';
  const nowParam = byMarket ? where.param(now.toISOString()) : '';
  const facts = supply ? `, ${marketFactsSql('i', supply(where))}` : '';
  const next = where.params.length;
  // By price-to-market the lowest first (a vehicle without a figure after those with one): the
  // figure needs the vehicle's cohort value, joined to the matches after the filter.
  const matches = byMarket
    ? `SELECT m.id, m.sold, m.spotlight, m.inventory_date, ${priceToMarketSql('m')} AS ptm
         FROM (SELECT id, sold, spotlight, inventory_date, year, make_key, model_key, mileage, list_price
                 FROM rm_inventory WHERE ${where.sql()}) m
         ${cohortValueJoin('m', nowParam)}`
    : `SELECT id, sold, spotlight, inventory_date, NULL::numeric AS ptm FROM rm_inventory WHERE ${where.sql()}`;
  const order = (t: string) =>
    byMarket
      ? `${t}sold, ${t}ptm ASC NULLS LAST, ${t}inventory_date DESC, ${t}id`
      : `${t}sold, ${t}spotlight DESC, ${t}inventory_date DESC, ${t}id`;
  const { rows } = await db.query<MarketplaceRow>(
    `WITH page AS (
       SELECT * FROM (${matches}) matches
        ORDER BY ${order('')}
        LIMIT $${next + 1} OFFSET $${next + 2})
     SELECT i.id, i.vin, i.year, i.make, i.model, i.trim, i.images, i.sold, i.spotlight, i.trade_in, i.dealership_id,
            i.data->>'Odometer' AS odometer, coalesce(i.data->>'List Price', i.list_price::text) AS list_price,
            i.buy_now_price, i.buy_now_version, i.inventory_date${facts},
            (SELECT count(*) FROM rm_inventory WHERE ${where.sql()}) AS total_count
       FROM page JOIN rm_inventory i ON i.id = page.id
      ORDER BY ${order('page.')}`,
    [...where.params, pageSize, (page - 1) * pageSize],
  );
  // Past the last page the window has no row to report the total on: count separately.
  const totalCount = rows[0]
    ? Number(rows[0].total_count)
    : page > 1
      ? await countItems(db, where.sql(), where.params.slice(0, filterParams))
      : 0;
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: rows.map((row) => toMarketplaceItem(row, now)) };
}

async function countItems(db: SqlClient, conditions: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_inventory WHERE ${conditions}`, params);
  return Number(rows[0]?.count ?? 0);
}

function toMarketplaceItem(row: MarketplaceRow, now: Date): MarketplaceItem {
  // Read without `supply`, a row has none of the market facts.
  const days = daysInInventory(row.inventory_date, now);
  const data: MarketplaceItem['data'] = {};
  if (row.odometer != null) data.Odometer = row.odometer;
  if (row.list_price != null) data['List Price'] = row.list_price;
  return {
    id: row.id,
    vin: row.vin,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    images: stringArray(row.images),
    sold: row.sold,
    spotlight: row.spotlight,
    tradeIn: row.trade_in,
    dealershipId: row.dealership_id,
    data,
    ...buyNowOf(row),
    market: row.cohort === undefined ? unknownMarket(days) : marketOfRow(row as MarketFactsRow, days, now),
  };
}
