import { describe, expect, it } from '@jest/globals';
import { defaultRetryPolicy } from './retry-policy';

describe('defaultRetryPolicy', () => {
  it('retries twice as it is, then isolated, waiting longer each time but never past 5 s', () => {
    expect(defaultRetryPolicy.plainAttempts).toBe(2);
    // A database away for 9 s: retried 5 s apart at most, so the read models follow within 5 s of it.
    expect([1, 2, 3, 4, 5, 10].map((n) => defaultRetryPolicy.delayMs(n))).toEqual([100, 400, 1600, 5000, 5000, 5000]);
  });
});
