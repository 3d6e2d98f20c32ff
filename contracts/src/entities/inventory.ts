import { z } from 'zod';
import { AgeBand, AgeBucket, ListingType } from '../enums';
import { ageBandDays, ageBucketDays, vinLength } from '../constants';
import { Id, IsoDateTime } from './common';
import { MarketFigures } from './market';

/** Keys of an inventory item's `data` map (spec section 3). */
export const inventoryDataKeys = [
  'Description',
  'Trim',
  'Odometer',
  'Engine',
  'Interior Color',
  'Exterior Color',
  'VIN Explosion Fuel Type',
  'Transmission',
  'Vehicle Style',
  'List Price',
] as const;
export type InventoryDataKey = (typeof inventoryDataKeys)[number];

/** Feed-provided text; a feed may omit any key, so every key is optional. List Price is numeric text. */
export const InventoryData = z.object(
  Object.fromEntries(inventoryDataKeys.map((key) => [key, z.string().optional()])) as Record<InventoryDataKey, z.ZodOptional<z.ZodString>>,
);
export type InventoryData = z.infer<typeof InventoryData>;

/** Denormalised copy of the dealership's name and place; state is plain text as copied. */
export const DealershipInfo = z.object({ name: z.string(), city: z.string(), state: z.string() });
export type DealershipInfo = z.infer<typeof DealershipInfo>;

/** A vehicle of a dealership's inventory (spec section 3). */
export const InventoryItem = z.object({
  id: Id,
  vin: z.string().length(vinLength),
  stockNumber: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  listingType: ListingType,
  images: z.array(z.string()),
  spotlight: z.boolean(),
  sold: z.boolean(),
  tradeIn: z.boolean(),
  postId: Id.nullable(),
  dealershipId: Id,
  /** The dealership's dealer group: a user of that group sells it (no bid panel), others may bid. */
  dealerGroupId: Id,
  dealershipInfo: DealershipInfo,
  inventoryDate: IsoDateTime,
  data: InventoryData,
  /** Derived from inventoryDate when the item is read: see `daysInInventory`. */
  daysInInventory: z.number().int().min(0),
  /** The price a buyer may buy it at in one call (POST /api/offer/buy-now); null when not set. */
  buyNowPrice: z.number().positive().nullable(),
  /** The version of that price: send it back as `If-Match: "<buyNowVersion>"` when buying now. */
  buyNowVersion: z.number().int().min(0),
  /** Network value, price-to-market, days' supply and aging (./market.ts). */
  market: MarketFigures,
});
export type InventoryItem = z.infer<typeof InventoryItem>;

const msPerDay = 86_400_000;

/** Whole days since the vehicle entered inventory; never negative (clock skew, future feed dates). */
export function daysInInventory(inventoryDate: string | Date, now: Date): number {
  const since = now.getTime() - new Date(inventoryDate).getTime();
  return Math.max(0, Math.floor(since / msPerDay));
}

const bucketsInOrder = AgeBucket.options;

/** Bucket of an age in days: 30 or less, 31-60, 61-90, 91-120, over 120. */
export function ageBucketOf(days: number): AgeBucket {
  const index = ageBucketDays.findIndex((limit) => days <= limit);
  return bucketsInOrder[index === -1 ? ageBucketDays.length : index]!;
}

/** Inclusive day range of a bucket or band; `maxDays` is null for the open-ended last one. */
export interface AgeRange {
  minDays: number;
  maxDays: number | null;
}

const rangeAt = (limits: readonly number[], index: number): AgeRange => ({
  minDays: index === 0 ? 0 : limits[index - 1]! + 1,
  maxDays: limits[index] ?? null,
});

export function ageBucketRange(bucket: AgeBucket): AgeRange {
  return rangeAt(ageBucketDays, bucketsInOrder.indexOf(bucket));
}

/** Day range of a 15-day band: 0-15, 16-30, ..., 106-120, over 120. */
export function ageBandRange(band: AgeBand): AgeRange {
  return rangeAt(ageBandDays, AgeBand.options.indexOf(band));
}

/** Day range of a listing's age: one of the spec's buckets or one of the finer view's bands. */
export function ageRangeOf(age: AgeBucket | AgeBand): AgeRange {
  const band = AgeBand.safeParse(age);
  return band.success ? ageBandRange(band.data) : ageBucketRange(AgeBucket.parse(age));
}

/** One row of the inventory aging rollup (/inventory): the dealership and its five bucket counts. */
export const InventoryRollupRow = z.object({
  dealershipId: Id,
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  thirtyDaysOldCount: z.number().int().min(0),
  sixtyDaysOldCount: z.number().int().min(0),
  ninetyDaysOldCount: z.number().int().min(0),
  oneTwentyDaysOldCount: z.number().int().min(0),
  overOneTwentyDaysOldCount: z.number().int().min(0),
  /** The finer view (vAuto's): unsold vehicles per 15-day band, every band present. */
  bandCounts: z.record(AgeBand, z.number().int().min(0)),
  /** The mean price-to-market (list price / network value, percent, one decimal) of its unsold
   * vehicles that have one; null when none has. */
  averagePriceToMarket: z.number().nullable(),
});
export type InventoryRollupRow = z.infer<typeof InventoryRollupRow>;

/** Rollup count field of each age bucket, so that a count cell links to its listing. */
export const rollupCountField = {
  ThirtyDaysOrLess: 'thirtyDaysOldCount',
  ThirtyToSixtyDays: 'sixtyDaysOldCount',
  SixtyToNinetyDays: 'ninetyDaysOldCount',
  NinetyToOneTwentyDays: 'oneTwentyDaysOldCount',
  OverOneTwentyDays: 'overOneTwentyDaysOldCount',
} as const satisfies Record<AgeBucket, keyof InventoryRollupRow>;
