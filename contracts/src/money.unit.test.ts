import { describe, expect, it } from '@jest/globals';
import { maxBidAmount, maxTransportAmount, minBidAmount } from './constants';
import { Amount, decimalPlaces, hasCents } from './money';

describe('decimalPlaces', () => {
  it.each([
    [0, 0],
    [12, 0],
    [0.29, 2],
    [100.1, 1],
    [1.005, 3],
    [1e-9, 9],
    [1.5e-7, 8],
    [1e21, 0],
    [1e308, 0],
    [-0.05, 2],
    [0.1 + 0.2, 17],
  ])('%p has %i decimals', (n, places) => {
    expect(decimalPlaces(n)).toBe(places);
  });
});

describe('hasCents', () => {
  it('takes what a client types with cents, refuses more and what is not finite', () => {
    for (const n of [0, 0.01, 0.29, 19.99, 12345.6, 99_999_999.99]) expect(hasCents(n)).toBe(true);
    for (const n of [1e-9, 0.001, 1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY]) expect(hasCents(n)).toBe(false);
  });
});

describe('amount limits', () => {
  it('keeps a bid plus its transport amount inside numeric(12,2)', () => {
    expect(maxBidAmount + maxTransportAmount).toBeLessThanOrEqual(9_999_999_999.99);
  });

  it('refuses 1e-9 and 1e308, takes the bounds', () => {
    const bid = Amount(minBidAmount, maxBidAmount);
    expect(bid.safeParse(minBidAmount).success).toBe(true);
    expect(bid.safeParse(maxBidAmount).success).toBe(true);
    for (const n of [1e-9, 1e308, 0, 0.009, 100_000_000]) expect(bid.safeParse(n).success).toBe(false);
  });
});
