import { describe, expect, it } from '@jest/globals';
import { allProjectors } from './all-projectors';
import { replayBuckets, replayGroups } from './replay';

describe('replay in independent groups', () => {
  it('keeps each projector with the read models it reads, in the list order', () => {
    const groups = replayGroups(allProjectors).map((g) => g.map((p) => p.name));
    expect(groups).toContainEqual(['dealerships', 'inventory', 'market']);
    expect(groups).toContainEqual(['transport-bids', 'notifications']);
    expect(groups.flat().sort()).toEqual(allProjectors.map((p) => p.name).sort());
  });

  it('spreads the groups over at most the workers asked for, never splitting a group', () => {
    for (const workers of [1, 2, 4, 32]) {
      const buckets = replayBuckets(allProjectors, workers);
      expect(buckets.length).toBeLessThanOrEqual(workers);
      expect(
        buckets
          .flat()
          .map((p) => p.name)
          .sort(),
      ).toEqual(allProjectors.map((p) => p.name).sort());
      for (const group of replayGroups(allProjectors)) {
        expect(buckets.filter((bucket) => bucket.some((p) => group.includes(p)))).toHaveLength(1);
      }
    }
  });
});
