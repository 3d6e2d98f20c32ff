/**
 * The inventory aging rollup (/inventory): per dealership, its unsold vehicles counted by the
 * spec's age buckets and by the finer view's 15-day bands, and their mean price-to-market.
 */
import { AgeBand, AgeBucket } from '@dtn/contracts';
import { ageBandRange, ageBucketRange, rollupCountField, type InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { SqlClient } from '@dtn/platform/db/database';
import { cohortValueJoin, priceToMarketSql } from '../market/sql';
import { ageCondition } from './age-sql';

type BucketField = (typeof rollupCountField)[AgeBucket];
export type RollupFigures = Pick<InventoryRollupRow, BucketField | 'bandCounts' | 'averagePriceToMarket'>;

const bucketFields = AgeBucket.options.map((bucket) => rollupCountField[bucket]);

/** One count per key, in the keys' order. */
function countsOf<K extends string>(keys: readonly K[], count: (key: K) => number): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, count(key)])) as Record<K, number>;
}

const countSql = (key: string, condition: string) => `'${key}', count(*) FILTER (WHERE ${condition})`;
const bucketCountsSql = AgeBucket.options
  .map((bucket) => countSql(rollupCountField[bucket], ageCondition(ageBucketRange(bucket), 'i.inventory_date', '$2')))
  .join(',\n            ');
const bandCountsSql = AgeBand.options
  .map((band) => countSql(band, ageCondition(ageBandRange(band), 'i.inventory_date', '$2')))
  .join(',\n            ');

/** A dealership without unsold vehicles: every count 0, no price-to-market. */
export const emptyRollupFigures: RollupFigures = {
  ...countsOf(bucketFields, () => 0),
  bandCounts: countsOf(AgeBand.options, () => 0),
  averagePriceToMarket: null,
};

/**
 * The figures of each dealership that has unsold vehicles (the others are absent). The mean is
 * over the vehicles that have a price-to-market (a list price and a network value as of `now`),
 * of the unrounded figures, rounded to one decimal as each vehicle's own is.
 */
export async function rollupFigures(db: SqlClient, dealershipIds: readonly string[], now: Date): Promise<Map<string, RollupFigures>> {
  if (dealershipIds.length === 0) return new Map();
  const { rows } = await db.query<{
    dealership_id: string;
    buckets: Record<string, number>;
    bands: Record<string, number>;
    average: string | null;
  }>(
    `SELECT i.dealership_id::text,
            json_build_object(${bucketCountsSql}) AS buckets,
            json_build_object(${bandCountsSql}) AS bands,
            round(avg(${priceToMarketSql('i')})::numeric, 1) AS average
       FROM rm_inventory i
       ${cohortValueJoin('i', '$2')}
      WHERE i.dealership_id = ANY($1::uuid[]) AND NOT i.sold
      GROUP BY i.dealership_id`,
    [dealershipIds, now.toISOString()],
  );
  return new Map(
    rows.map((row) => [
      row.dealership_id,
      {
        ...countsOf(bucketFields, (field) => Number(row.buckets[field] ?? 0)),
        bandCounts: countsOf(AgeBand.options, (band) => Number(row.bands[band] ?? 0)),
        averagePriceToMarket: row.average === null ? null : Number(row.average),
      },
    ]),
  );
}
