/**
 * SQL of the market figures for statements of other read models that sort or average by them
 * (the marketplace, the dealer group's listing and rollup): only this folder names its tables.
 *
 *   cohortValueJoin('i', '$3')   LEFT JOIN of the vehicle's cohort figures as `mv`, when its value
 *                                holds at the time in that parameter (a sale within the window)
 *   priceToMarketSql('i')        list price / the vehicle's network value, in percent (null
 *                                without either)
 *
 *   cohortRowJsonSql('i')       the vehicle's cohort figures row as jsonb (null without one)
 *   cohortValuesJsonSql('$1')   the stored figures of the cohorts in that jsonb parameter
 *                                ([{year, makeKey, modelKey}]), as one jsonb array of rows
 *   cohortsSellingSql('$1', '$2')  those of them with a sales rate at the time in $2 (a sale in
 *                                the last 45 days): rows of year, make_key, model_key
 *
 * `i` is an alias of the inventory read model's table (year, make_key, model_key, mileage,
 * list_price).
 */
import { daysSupplyWindowDays, marketValueWindowDays } from '@dtn/contracts/constants';

/** The figures row `v` is the cohort of the vehicle `i`. */
const ofVehicle = (v: string, i: string) => `${v}.year = ${i}.year AND ${v}.make_key = ${i}.make_key AND ${v}.model_key = ${i}.model_key`;

/** The cohort `v` has a sales rate (a sale in the last 45 days) at the time in `nowParam`. */
const sellsAt = (v: string, nowParam: string) =>
  `${v}.daily_sales > 0 AND ${v}.as_of > ${nowParam}::timestamptz - make_interval(days => ${daysSupplyWindowDays})`;

export const cohortValueJoin = (i: string, nowParam: string): string =>
  `LEFT JOIN rm_market_values mv ON ${ofVehicle('mv', i)}
     AND mv.value IS NOT NULL AND mv.as_of > ${nowParam}::timestamptz - make_interval(days => ${marketValueWindowDays})`;

const vehicleValueSql = (i: string): string => `(mv.value + mv.dollars_per_mile * coalesce(${i}.mileage - mv.ref_mileage, 0))`;

export const priceToMarketSql = (i: string): string => `(100 * ${i}.list_price / nullif(${vehicleValueSql(i)}, 0))`;

const cohortsOf = (cohortsParam: string) =>
  `JOIN jsonb_to_recordset(${cohortsParam}::jsonb) AS c(year integer, "makeKey" text, "modelKey" text)
     ON v.year = c.year AND v.make_key = c."makeKey" AND v.model_key = c."modelKey"`;

export const cohortValuesJsonSql = (cohortsParam: string): string =>
  `(SELECT coalesce(jsonb_agg(to_jsonb(v)), '[]'::jsonb) FROM rm_market_values v ${cohortsOf(cohortsParam)})`;

export const cohortsSellingSql = (cohortsParam: string, nowParam: string): string =>
  `SELECT v.year, v.make_key, v.model_key FROM rm_market_values v ${cohortsOf(cohortsParam)} WHERE ${sellsAt('v', nowParam)}`;

export const cohortRowJsonSql = (i: string): string => `(SELECT to_jsonb(v) FROM rm_market_values v WHERE ${ofVehicle('v', i)})`;
