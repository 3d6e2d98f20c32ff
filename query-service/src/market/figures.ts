/**
 * The market figures of vehicles as a viewer sees them (contracts' MarketFigures), from three
 * read models in one statement: the market's cohort figures, the inventory's unsold listings of
 * each cohort with a sales rate within the viewer's radius (days' supply) and the dealerships'
 * holding costs.
 * The figures themselves: projections' read-models/market/figures.ts (the marketplace's page
 * reads the same facts with its rows).
 */
import { defaultMarketplaceRadius } from '@dtn/contracts/constants';
import { parseListPrice, parseMileage } from '@dtn/contracts/domain/list-price';
import type { CohortSale, MarketFigures } from '@dtn/contracts/entities/market';
import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { holdingCostsJsonSql } from '@dtn/projections/read-models/dealerships/holding-costs';
import { nearbyDealershipIdsSql } from '@dtn/projections/read-models/dealerships/queries';
import { cohortKeyOf, cohortKeyText, listedInCohortsJsonSql } from '@dtn/projections/read-models/inventory/cohort';
import { outliersOf } from '@dtn/projections/read-models/market/network-value';
import { marketFiguresFrom } from '@dtn/projections/read-models/market/figures';
import { cohortSalesOf, storedCohorts, type ValueRow } from '@dtn/projections/read-models/market/queries';
import { cohortValuesJsonSql, cohortsSellingSql } from '@dtn/projections/read-models/market/sql';
import type { DealershipsSql } from '@dtn/projections/read-models/inventory/market-facts';
import { Where } from '@dtn/projections/sql/where';

/** What the figures need of a vehicle (an InventoryItem has it all). */
export interface MarketSubject {
  id: string;
  year: number;
  make: string;
  model: string;
  dealershipId: string;
  data: { Odometer?: string; 'List Price'?: string };
  market: { daysInInventory: number };
}

/** Whose view: days' supply counts the listings within `miles` of `center`. */
export interface MarketView {
  center: LatLon;
  miles: number;
  now: Date;
}

async function marketFiguresOf(db: SqlClient, subjects: readonly MarketSubject[], view: MarketView): Promise<Map<string, MarketFigures>> {
  if (subjects.length === 0) return new Map();
  const cohorts = [...new Map(subjects.map((s) => [cohortKeyText(cohortKeyOf(s)), cohortKeyOf(s)])).values()];
  // One statement for the three read models: the page's reads are many, and a round trip each
  // halved the HTTP bench's mixed load (30% searches).
  const where = new Where();
  const cohortsParam = where.param(JSON.stringify(cohorts));
  const nowParam = where.param(view.now.toISOString());
  const idsParam = where.param([...new Set(subjects.map((s) => s.dealershipId))]);
  const nearby = nearbyDealershipIdsSql(where, view.center, view.miles, null);
  const { rows } = await db.query<{ cohorts: ValueRow[]; listed: Record<string, number>; costs: Record<string, number> }>(
    `SELECT ${cohortValuesJsonSql(cohortsParam)} AS cohorts,
            ${listedInCohortsJsonSql(cohortsSellingSql(cohortsParam, nowParam), nearby)} AS listed,
            ${holdingCostsJsonSql(idsParam)} AS costs`,
    where.params,
  );
  const values = storedCohorts(rows[0]!.cohorts);
  const listed = new Map(Object.entries(rows[0]!.listed));
  const costs = new Map(Object.entries(rows[0]!.costs));
  const figures = new Map<string, MarketFigures>();
  for (const s of subjects) {
    const key = cohortKeyText(cohortKeyOf(s));
    const listPrice = parseListPrice(s.data);
    figures.set(
      s.id,
      marketFiguresFrom({
        cohort: values.get(key) ?? null,
        listed: listed.get(key) ?? null,
        holdingCostPerDay: costs.get(s.dealershipId) ?? null,
        mileage: parseMileage(s.data),
        listPrice: listPrice === null ? null : Number(listPrice),
        daysInInventory: s.market.daysInInventory,
        now: view.now,
      }),
    );
  }
  return figures;
}

/** The items with their `market` filled in. */
export async function withMarket<T extends MarketSubject & { market: MarketFigures }>(
  db: SqlClient,
  items: readonly T[],
  view: MarketView,
): Promise<T[]> {
  const figures = await marketFiguresOf(db, items, view);
  return items.map((item) => ({ ...item, market: figures.get(item.id) ?? item.market }));
}

/** The dealerships whose listings count in days' supply, as the inventory read model's
 * statements take them (the pages, the vehicle detail): every group's within the radius. */
export const supplyWithin =
  (center: LatLon, miles: number): DealershipsSql =>
  (where) =>
    nearbyDealershipIdsSql(where, center, miles, null);

/** A signed-in user's view: days' supply within the marketplace's default radius of their own
 * coordinates (their search zip code), unless a search names its radius. */
export const marketViewOf = (user: LatLon, now: Date, miles: number = defaultMarketplaceRadius): MarketView => ({
  center: { latitude: user.latitude, longitude: user.longitude },
  miles,
  now,
});

/** The sales of a vehicle's cohort in the value's window, oldest first, outliers marked. */
export async function cohortSales(db: SqlClient, vehicle: { year: number; make: string; model: string }, now: Date): Promise<CohortSale[]> {
  const sales = await cohortSalesOf(db, cohortKeyOf(vehicle), now);
  const isOutlier = outliersOf(sales.map((s) => s.amount));
  return sales.map((s) => ({ amount: s.amount, mileage: s.mileage, soldAt: s.soldAt.toISOString(), outlier: isOutlier(s.amount) }));
}
