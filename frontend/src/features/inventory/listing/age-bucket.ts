import type { AgeBand, AgeBucket } from '@dtn/contracts/enums';

const buckets: readonly AgeBucket[] = [
  'ThirtyDaysOrLess',
  'ThirtyToSixtyDays',
  'SixtyToNinetyDays',
  'NinetyToOneTwentyDays',
  'OverOneTwentyDays',
];
const bands: readonly AgeBand[] = ['0-15', '16-30', '31-45', '46-60', '61-75', '76-90', '91-105', '106-120', 'over-120'];

/** The server also accepts the bucket's day number (30, 60, 90, 120, 121) in a listing link. */
const byDays: Record<string, AgeBucket> = {
  '30': 'ThirtyDaysOrLess',
  '60': 'ThirtyToSixtyDays',
  '90': 'SixtyToNinetyDays',
  '120': 'NinetyToOneTwentyDays',
  '121': 'OverOneTwentyDays',
};

/** The label key of a listing's age as the URL gives it: a bucket (or its day number), or a
 * 15-day band of the rollup's finer view; null for anything else (the server answers 400). */
export function ageLabelKey(age: string): string | null {
  if ((bands as readonly string[]).includes(age)) return `market.band.${age}`;
  const bucket = (buckets as readonly string[]).includes(age) ? age : byDays[age];
  return bucket ? `inventory.age.${bucket}` : null;
}
