import type { SqlClient } from '@dtn/platform/db/database';
import { uuidsOf } from '../../sql/text';
import { Where } from '../../sql/where';

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
 * Unsold vehicles (trade-ins aside) of each cohort at the dealerships `dealerships(where)` names:
 * the supply half of days' supply. By cohort key text; a cohort with none is absent.
 */
export async function listedInCohorts(
  db: SqlClient,
  cohorts: readonly CohortKey[],
  dealerships: (where: Where) => string,
): Promise<Map<string, number>> {
  if (cohorts.length === 0) return new Map();
  const where = new Where();
  const cohortsParam = where.param(JSON.stringify(cohorts));
  const dealershipsSql = dealerships(where);
  const { rows } = await db.query<{ year: number; make_key: string; model_key: string; listed: number }>(
    `SELECT c.year, c."makeKey" AS make_key, c."modelKey" AS model_key,
            (SELECT count(*)::int FROM rm_inventory i
              WHERE i.dealership_id = ANY(${dealershipsSql}) AND NOT i.trade_in AND NOT i.sold
                AND lower(i.make) = c."makeKey" AND lower(i.model) = c."modelKey" AND i.year = c.year) AS listed
       FROM jsonb_to_recordset(${cohortsParam}::jsonb) AS c(year integer, "makeKey" text, "modelKey" text)`,
    where.params,
  );
  return new Map(rows.map((r) => [cohortKeyText({ year: r.year, makeKey: r.make_key, modelKey: r.model_key }), r.listed]));
}
