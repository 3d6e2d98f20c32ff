/**
 * The market figures' facts of vehicles read with their rows, in the statement that reads them
 * (the marketplace's page, the vehicle detail): the cohort's stored figures, the cohort's unsold
 * listings within the viewer's radius and the dealership's holding cost (the figures leave days'
 * supply out where the cohort has no recent sales). As a statement of their own they halved the HTTP bench's mixed load (4,770
 * against 2,592-2,773 requests/s in one hour).
 *
 *   marketFactsSql('i', supplySql)             the columns, for the rm_inventory alias `i`
 *   marketOfRow(row, daysInInventory, now)     the row's MarketFigures
 */
import type { MarketFigures } from '@dtn/contracts/entities/market';
import type { Where } from '../../sql/where';
import { holdingCostSql } from '../dealerships/holding-costs';
import { marketFiguresFrom } from '../market/figures';
import { storedCohortOf, type ValueRow } from '../market/queries';
import { cohortRowJsonSql } from '../market/sql';
import { listedInCohortSql } from './cohort';

/** The SQL array of dealership ids a statement searches or counts, its values put into `where`. */
export type DealershipsSql = (where: Where) => string;

export interface MarketFactsRow {
  mileage: number | null;
  /** numeric(12,2): pg answers it as text. */
  list_price_number: string | null;
  cohort: ValueRow | null;
  listed: number | null;
  /** numeric: pg answers it as text. */
  holding_cost: string | null;
}

// The listings are counted whether the cohort sells or not: one row per dealership within the
// radius (rm_inventory_supply) costs less than a second look at the cohort's figures.
export const marketFactsSql = (i: string, supplySql: string): string =>
  `${i}.mileage, ${i}.list_price AS list_price_number,
   ${cohortRowJsonSql(i)} AS cohort,
   ${listedInCohortSql({ year: `${i}.year`, makeKey: `${i}.make_key`, modelKey: `${i}.model_key` }, supplySql)} AS listed,
   ${holdingCostSql(`${i}.dealership_id`)} AS holding_cost`;

export const marketOfRow = (row: MarketFactsRow, daysInInventory: number, now: Date): MarketFigures =>
  marketFiguresFrom({
    cohort: row.cohort ? storedCohortOf(row.cohort) : null,
    listed: row.listed,
    holdingCostPerDay: row.holding_cost === null ? null : Number(row.holding_cost),
    mileage: row.mileage,
    listPrice: row.list_price_number === null ? null : Number(row.list_price_number),
    daysInInventory,
    now,
  });
