import type { AgeBucket } from '@dtn/contracts/enums';

const buckets: readonly AgeBucket[] = [
  'ThirtyDaysOrLess',
  'ThirtyToSixtyDays',
  'SixtyToNinetyDays',
  'NinetyToOneTwentyDays',
  'OverOneTwentyDays',
];

/** The server also accepts the bucket's day number (30, 60, 90, 120, 121) in a listing link. */
const byDays: Record<string, AgeBucket> = {
  '30': 'ThirtyDaysOrLess',
  '60': 'ThirtyToSixtyDays',
  '90': 'SixtyToNinetyDays',
  '120': 'NinetyToOneTwentyDays',
  '121': 'OverOneTwentyDays',
};

export function ageBucketParam(age: string): AgeBucket | null {
  return (buckets as readonly string[]).includes(age) ? (age as AgeBucket) : (byDays[age] ?? null);
}
