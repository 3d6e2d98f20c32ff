import type { SqlClient } from '@dtn/platform/db/database';
import { uuidsOf } from '../../sql/text';

/** What the market read model takes of a vehicle when it sells: its cohort and mileage. */
export interface VehicleCohort {
  year: number;
  make: string;
  model: string;
  mileage: number | null;
}

export async function vehicleCohorts(db: SqlClient, ids: Iterable<string>): Promise<Map<string, VehicleCohort>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<VehicleCohort & { id: string }>(
    'SELECT id::text, year, make, model, mileage FROM rm_inventory WHERE id = ANY($1::uuid[])',
    [wanted],
  );
  return new Map(rows.map(({ id, ...cohort }) => [id, cohort]));
}

/** A cohort's key: year with lower-cased make and model. */
export interface CohortKey {
  year: number;
  makeKey: string;
  modelKey: string;
}

export const cohortKeyOf = (v: { year: number; make: string; model: string }): CohortKey => ({
  year: v.year,
  makeKey: v.make.toLowerCase(),
  modelKey: v.model.toLowerCase(),
});

export const cohortKeyText = (c: CohortKey): string => `${c.year}|${c.makeKey}|${c.modelKey}`;

/**
 * Unsold vehicles (trade-ins aside) of each cohort that `cohortsSql` lists (rows of year,
 * make_key, model_key) at the dealerships `dealershipsSql` names (an SQL array): the supply half
 * of days' supply, as one jsonb object by cohort key text. A fragment for a statement that reads
 * several read models at once (query-service/src/market/figures.ts).
 */
export const listedInCohortsJsonSql = (cohortsSql: string, dealershipsSql: string): string =>
  `(SELECT coalesce(jsonb_object_agg(k.year || '|' || k.make_key || '|' || k.model_key,
      ${listedInCohortSql({ year: 'k.year', makeKey: 'k.make_key', modelKey: 'k.model_key' }, dealershipsSql)}), '{}'::jsonb)
     FROM (${cohortsSql}) k)`;

/** The count of unsold vehicles (trade-ins aside) of one cohort, given as SQL expressions, at the
 * dealerships `dealershipsSql` names: days' supply's listings, here and in the pages and the
 * detail, one row per dealership (table.ts, 008). */
export const listedInCohortSql = (cohort: { year: string; makeKey: string; modelKey: string }, dealershipsSql: string): string =>
  `(SELECT coalesce(sum(l.listed), 0)::int FROM rm_inventory_supply l
     WHERE l.dealership_id = ANY(${dealershipsSql})
       AND l.make_key = ${cohort.makeKey} AND l.model_key = ${cohort.modelKey} AND l.year = ${cohort.year})`;
