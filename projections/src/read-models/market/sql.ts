/**
 * SQL of the market figures for statements of other read models that sort or average by them
 * (the marketplace, the dealer group's listing and rollup): only this folder names its tables.
 *
 *   cohortValueJoin('i', '$3')   LEFT JOIN of the vehicle's cohort figures as `mv`, when its value
 *                                holds at the time in that parameter (a sale within the window)
 *   priceToMarketSql('i')        list price / the vehicle's network value, in percent (null
 *                                without either)
 *
 * `i` is an alias of the inventory read model's table (year, make, model, mileage, list_price).
 */
import { marketValueWindowDays } from '@dtn/contracts/constants';

export const cohortValueJoin = (i: string, nowParam: string): string =>
  `LEFT JOIN rm_market_values mv ON mv.year = ${i}.year AND mv.make_key = lower(${i}.make) AND mv.model_key = lower(${i}.model)
     AND mv.value IS NOT NULL AND mv.as_of > ${nowParam}::timestamptz - make_interval(days => ${marketValueWindowDays})`;

const vehicleValueSql = (i: string): string => `(mv.value + mv.dollars_per_mile * coalesce(${i}.mileage - mv.ref_mileage, 0))`;

export const priceToMarketSql = (i: string): string => `(100 * ${i}.list_price / nullif(${vehicleValueSql(i)}, 0))`;
