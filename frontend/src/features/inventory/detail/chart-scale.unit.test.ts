import { describe, expect, it } from '@jest/globals';
import { linearScale, niceTicks } from './chart-scale';

describe('cohort chart scale', () => {
  it('puts round ticks around the data and widens the domain to them', () => {
    expect(niceTicks(18_250, 26_900)).toEqual({ ticks: [18_000, 20_000, 22_000, 24_000, 26_000, 28_000], min: 18_000, max: 28_000 });
    expect(niceTicks(12_000, 61_000)).toEqual({
      ticks: [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000],
      min: 10_000,
      max: 70_000,
    });
    expect(niceTicks(0.1, 0.9).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('gives a single value a band around it', () => {
    const { ticks, min, max } = niceTicks(24_000, 24_000);
    expect(min).toBeLessThan(24_000);
    expect(max).toBeGreaterThan(24_000);
    expect(ticks).toContain(24_000);
  });

  it('maps a domain onto pixels, reversed for y', () => {
    const x = linearScale(10_000, 70_000, 40, 340);
    expect(x(10_000)).toBe(40);
    expect(x(40_000)).toBe(190);
    const y = linearScale(18_000, 28_000, 170, 10);
    expect(y(18_000)).toBe(170);
    expect(y(28_000)).toBe(10);
    expect(y(23_000)).toBe(90);
  });
});
