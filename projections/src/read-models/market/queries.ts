/**
 * Reads of the market read model.
 *
 *   cohortValues(db, cohorts)        each cohort's stored figures, by cohort key text
 *   storedCohorts(rows)              the same from rows read with other read models' facts
 *   cohortSalesOf(db, cohort, now)   its sales in the value's window, oldest first
 */
import { marketValueWindowDays } from '@dtn/contracts/constants';
import type { SqlClient } from '@dtn/platform/db/database';
import { cohortKeyText, type CohortKey } from '../inventory/cohort';
import type { CohortFigures, Sale } from './network-value';
import { cohortValuesJsonSql } from './sql';

export interface StoredCohort extends Omit<CohortFigures, 'dailySales'> {
  dailySales: number;
  /** The cohort's latest sale: the figures are as of then. */
  asOf: Date;
}

export interface ValueRow {
  year: number;
  make_key: string;
  model_key: string;
  sample_size: number;
  /** numeric: text from a query, a number inside jsonb. */
  value: string | number | null;
  low: string | number | null;
  high: string | number | null;
  ref_mileage: number | null;
  dollars_per_mile: number;
  daily_sales: number;
  as_of: Date | string;
}

const numberOrNull = (text: string | number | null) => (text === null ? null : Number(text));

export async function cohortValues(db: SqlClient, cohorts: readonly CohortKey[]): Promise<Map<string, StoredCohort>> {
  if (cohorts.length === 0) return new Map();
  const { rows } = await db.query<{ cohorts: ValueRow[] }>(`SELECT ${cohortValuesJsonSql('$1')} AS cohorts`, [JSON.stringify(cohorts)]);
  return storedCohorts(rows[0]!.cohorts);
}

/** Rows of rm_market_values (as `cohortValuesJsonSql` answers them) by cohort key text. */
export function storedCohorts(rows: readonly ValueRow[]): Map<string, StoredCohort> {
  return new Map(rows.map((r) => [cohortKeyText({ year: r.year, makeKey: r.make_key, modelKey: r.model_key }), storedCohortOf(r)]));
}

/** One row of rm_market_values (from a query or inside jsonb) as the figures take it. */
export function storedCohortOf(r: ValueRow): StoredCohort {
  return {
    sampleSize: r.sample_size,
    value: numberOrNull(r.value),
    low: numberOrNull(r.low),
    high: numberOrNull(r.high),
    refMileage: r.ref_mileage,
    dollarsPerMile: r.dollars_per_mile,
    dailySales: r.daily_sales,
    asOf: new Date(r.as_of),
  };
}

/** The cohort's latest sales (at most `limit`) in the 90 days before `now`, oldest first. */
export async function cohortSalesOf(db: SqlClient, cohort: CohortKey, now: Date, limit = 500): Promise<Sale[]> {
  const { rows } = await db.query<{ amount: string; mileage: number | null; sold_at: Date }>(
    `SELECT amount, mileage, sold_at FROM rm_market_sales
      WHERE year = $1 AND make_key = $2 AND model_key = $3
        AND sold_at > $4::timestamptz - make_interval(days => ${marketValueWindowDays}) AND sold_at <= $4::timestamptz
      ORDER BY sold_at DESC, offer_id DESC LIMIT $5`,
    [cohort.year, cohort.makeKey, cohort.modelKey, now.toISOString(), limit],
  );
  return rows.reverse().map((r) => ({ amount: Number(r.amount), mileage: r.mileage, soldAt: new Date(r.sold_at) }));
}
