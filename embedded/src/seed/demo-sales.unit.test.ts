import { describe, it, expect } from '@jest/globals';
import { marketValueWindowDays, minMarketSample } from '@dtn/contracts/constants';
import { hasValidCheckDigit } from '@dtn/platform/vehicle-data/vin';
import { generateDemoData, type DemoSale } from './demo-data';

/** The demo's sales history (issue 34) as data: who sells to whom, when, at what price. */
const now = new Date('2025-06-15T12:00:00Z');
const data = generateDemoData(now);
const dayMs = 86_400_000;
const cohortOf = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;
const daysAgo = (date: Date) => (now.getTime() - date.getTime()) / dayMs;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The sales that break a rule, by VIN: one expectation over thousands of sales, naming the ones that fail. */
const breaking = (rule: (sale: DemoSale) => boolean) => data.sales.filter((sale) => !rule(sale)).map((sale) => sale.vehicle.vin);

/** Sales in the value's window, per cohort. */
const recentSales = new Map<string, DemoSale[]>();
for (const sale of data.sales.filter((s) => daysAgo(s.soldAt) <= marketValueWindowDays)) {
  const cohort = cohortOf(sale.vehicle);
  recentSales.set(cohort, [...(recentSales.get(cohort) ?? []), sale]);
}

describe('the demo sales history', () => {
  it('holds a few thousand sales over the 180 days before the seed, each listed, bid on and sold in that order', () => {
    expect(data.sales.length).toBeGreaterThan(2000);
    expect(data.sales.length).toBeLessThan(5000);
    expect(breaking((sale) => daysAgo(sale.soldAt) > 0 && daysAgo(sale.soldAt) <= 180)).toEqual([]);
    expect(breaking((sale) => sale.listedAt < sale.bidAt && sale.bidAt < sale.soldAt)).toEqual([]);
    expect(breaking((sale) => Date.parse(sale.vehicle.inventoryDate) <= sale.listedAt.getTime() + 7 * dayMs)).toEqual([]);
  });

  it('trades between dealer groups: the seller of the dealership that lists it, a buyer of another group', () => {
    const groupOf = new Map(data.dealerships.map((d) => [d.id, d.dealerGroupId]));
    const users = new Map(data.users.map((u) => [u.id, u]));
    const sellerGroup = (sale: DemoSale) => groupOf.get(sale.vehicle.dealershipId);
    expect(breaking((sale) => users.get(sale.sellerId)?.dealerGroupId === sellerGroup(sale))).toEqual([]);
    expect(breaking((sale) => users.get(sale.sellerId)?.sellAuthority === true)).toEqual([]);
    expect(breaking((sale) => users.get(sale.buyerId)?.buyAuthority === true)).toEqual([]);
    expect(breaking((sale) => users.get(sale.buyerId)!.dealerGroupId !== sellerGroup(sale))).toEqual([]);
    expect(new Set(data.sales.map((s) => groupOf.get(s.vehicle.dealershipId))).size).toBe(data.dealerGroups.length);
  });

  it('gives its vehicles VINs of their own, valid, and lists them unsold above the price they sell at', () => {
    const vins = [...data.vehicles, ...data.sales.map((s) => s.vehicle)].map((v) => v.vin);
    expect(new Set(vins).size).toBe(vins.length);
    expect(breaking(({ vehicle }) => hasValidCheckDigit(vehicle.vin))).toEqual([]);
    expect(breaking(({ vehicle }) => !vehicle.sold && !vehicle.spotlight && !vehicle.tradeIn)).toEqual([]);
    expect(breaking(({ vehicle, amount }) => Number(vehicle.data['List Price']) > amount)).toEqual([]);
  });

  it("gives most of the demo's unsold vehicles a cohort with enough sales in the value's window, and some honestly too few", () => {
    const enough = (cohort: string) => (recentSales.get(cohort)?.length ?? 0) >= minMarketSample;
    const unsold = data.vehicles.filter((v) => !v.sold && !v.tradeIn);
    expect(unsold.filter((v) => enough(cohortOf(v))).length / unsold.length).toBeGreaterThan(0.75);
    const cohorts = new Set(unsold.map(cohortOf));
    const rare = [...cohorts].filter((c) => !enough(c));
    expect(rare.length).toBeGreaterThan(10);
    expect(rare.some((c) => (recentSales.get(c)?.length ?? 0) > 0)).toBe(true);
    // The value looks at the 90 days before the cohort's latest sale: a rare cohort has too few
    // sales in any 90 days (fewer in all), and a common one's recent sales all fit in one window.
    const salesOf = (cohort: string) => data.sales.filter((s) => cohortOf(s.vehicle) === cohort).length;
    expect(rare.filter((cohort) => salesOf(cohort) >= minMarketSample)).toEqual([]);
    const spanMs = (sales: DemoSale[]) =>
      Math.max(...sales.map((s) => s.soldAt.getTime())) - Math.min(...sales.map((s) => s.soldAt.getTime()));
    const common = [...recentSales].filter(([cohort]) => enough(cohort));
    expect(common.filter(([, sales]) => spanMs(sales) >= marketValueWindowDays * dayMs).map(([cohort]) => cohort)).toEqual([]);
  });

  it('prices by mileage within a cohort, with a few outliers far from the rest', () => {
    const cohorts = [...recentSales.values()].filter((sales) => sales.every((s) => s.vehicle.listingType === 'USED') && sales.length >= 8);
    // The slope of price against miles, least squares: negative in nearly every used cohort.
    const slope = (sales: DemoSale[]) => {
      const xs = sales.map((s) => Number(s.vehicle.data.Odometer));
      const ys = sales.map((s) => s.amount);
      const mx = xs.reduce((a, b) => a + b) / xs.length;
      const my = ys.reduce((a, b) => a + b) / ys.length;
      return xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
    };
    expect(cohorts.length).toBeGreaterThan(50);
    expect(cohorts.filter((sales) => slope(sales) < 0).length / cohorts.length).toBeGreaterThan(0.8);
    const outliers = [...recentSales.values()].flatMap((sales) => {
      const middle = median(sales.map((s) => s.amount));
      return sales.filter((s) => Math.abs(s.amount / middle - 1) > 0.3);
    });
    expect(outliers.length).toBeGreaterThan(10);
    expect(outliers.length / data.sales.length).toBeLessThan(0.06);
  });

  it('is left out of the smaller worlds of the tests unless they ask for it', () => {
    expect(generateDemoData(now, { vehicleCount: 20 }).sales).toEqual([]);
    expect(generateDemoData(now, { vehicleCount: 20, salesHistory: true }).sales).toEqual(data.sales);
  });
});
