import { describe, expect, it } from '@jest/globals';
import { cohortFigures, forVehicle, outliersOf } from './network-value';

const asOf = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(asOf.getTime() - days * 86_400_000);
const sale = (amount: number, days = 0, mileage: number | null = null) => ({ amount, mileage, soldAt: daysAgo(days) });

describe('network value of a cohort (hand-computed)', () => {
  it('has no value below 7 sales in 90 days, but counts them', () => {
    const figures = cohortFigures(
      [10_000, 11_000, 12_000, 13_000, 14_000, 15_000].map((a) => sale(a)),
      asOf,
    );
    expect(figures).toMatchObject({ sampleSize: 6, value: null, low: null, high: null });
  });

  it('is the mean with the 25th-75th percentiles when every sale is today and none has a mileage', () => {
    // 7 sales, weight 1 each: mean 13,000; the running weight reaches 1.75 at the 2nd (11,000), 5.25 at the 6th (15,000).
    const figures = cohortFigures(
      [16_000, 10_000, 11_000, 12_000, 13_000, 14_000, 15_000].map((a) => sale(a)),
      asOf,
    );
    expect(figures).toMatchObject({ sampleSize: 7, value: 13_000, low: 11_000, high: 15_000, refMileage: null });
  });

  it('drops a sale outside 1.5 x IQR but still counts it in the sample size', () => {
    // Q1 = 11,500, Q3 = 14,500 (between the 5th and 6th of 7): fences 7,000 and 19,000; 40,000 is out.
    const figures = cohortFigures(
      [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 40_000].map((a) => sale(a)),
      asOf,
    );
    expect(figures).toMatchObject({ sampleSize: 7, value: 12_500 });
    expect([40_000, 15_000].map(outliersOf([10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 40_000]))).toEqual([true, false]);
  });

  it('weighs a sale 30 days old half as much as one today', () => {
    // 4 x 10,000 (weight 1) and 3 x 20,000 (weight 0.5): (40,000 + 30,000) / 5.5 = 12,727.27.
    const sales = [...[0, 0, 0, 0].map((d) => sale(10_000, d)), ...[30, 30, 30].map((d) => sale(20_000, d))];
    expect(cohortFigures(sales, asOf)).toMatchObject({ value: 12_727, low: 10_000, high: 20_000 });
  });

  it("adjusts by the cohort's own price-per-mile slope when 10 sales have a mileage", () => {
    // amount = 30,000 - 0.20 x mileage at 10k..100k miles: slope -0.2, reference 55,000 miles, every
    // sale moved there is 19,000; a vehicle at 20,000 miles is worth 19,000 + 0.2 x 35,000 = 26,000.
    const sales = Array.from({ length: 10 }, (_, i) => sale(30_000 - 0.2 * (i + 1) * 10_000, 0, (i + 1) * 10_000));
    const figures = cohortFigures(sales, asOf);
    expect(figures).toMatchObject({ value: 19_000, low: 19_000, high: 19_000, refMileage: 55_000 });
    expect(figures.dollarsPerMile).toBeCloseTo(-0.2, 10);
    expect(forVehicle(figures, 20_000)).toEqual({ value: 26_000, low: 26_000, high: 26_000 });
    expect(forVehicle(figures, null)).toEqual({ value: 19_000, low: 19_000, high: 19_000 });
  });

  it('falls back to -$0.10 a mile with fewer than 10 mileages', () => {
    // 7 sales of 20,000 at 10k..70k miles, reference 40,000: moved, 17,000 .. 23,000 (mean 20,000).
    const sales = Array.from({ length: 7 }, (_, i) => sale(20_000, 0, (i + 1) * 10_000));
    expect(cohortFigures(sales, asOf)).toMatchObject({
      value: 20_000,
      low: 18_000,
      high: 22_000,
      refMileage: 40_000,
      dollarsPerMile: -0.1,
    });
  });

  it('falls back when the fitted slope is not negative', () => {
    const sales = Array.from({ length: 10 }, (_, i) => sale(20_000 + i * 100, 0, (i + 1) * 10_000));
    expect(cohortFigures(sales, asOf).dollarsPerMile).toBe(-0.1);
  });

  it('leaves out sales older than 90 days and rates days supply over the last 45', () => {
    const sales = [...Array.from({ length: 9 }, () => sale(15_000, 10)), sale(15_000, 60), sale(99_000, 91)];
    expect(cohortFigures(sales, asOf)).toMatchObject({ sampleSize: 10, value: 15_000, dailySales: 9 / 45 });
    expect(cohortFigures([sale(15_000, 100)], asOf)).toMatchObject({ sampleSize: 0, dailySales: 0 });
  });
});
