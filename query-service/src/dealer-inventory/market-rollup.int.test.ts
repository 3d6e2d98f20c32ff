import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { recordSales } from '@dtn/projections/read-models/market/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
const place = { latitude: 40, longitude: -90 };

let t: QueryTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

/**
 * Two cohorts valued from 7 sales each, 10 days old (equal weights), every sale at one mileage so
 * the slope is the fallback -$0.10 a mile around it:
 *   2021 Honda Accord: 18,000 .. 24,000 at 20,000 miles, value 21,000 (22,000 at 10,000 miles)
 *   2020 Toyota Camry: 7 x 25,000 at 30,000 miles, value 25,000
 * The sold vehicles are another group's. Alpha's unsold vehicles, days in inventory and
 * price-to-market (list price / value):
 *   accord15   15 d  Accord 20,000 mi  21,000   100.0   band 0-15    bucket <= 30
 *   accord16   16 d  Accord 10,000 mi  19,800    90.0   band 16-30   bucket <= 30
 *   camry35    35 d  Camry  30,000 mi  24,000    96.0   band 31-45   bucket 31-60
 *   camry40    40 d  Camry  30,000 mi  26,100   104.4   band 31-45   bucket 31-60
 *   lancia50   50 d  Lancia (no sales)           none   band 46-60   bucket 31-60
 *   lancia100 100 d  Lancia                      none   band 91-105  bucket 91-120
 *   unpriced  130 d  Accord, no list price       none   band over-120
 * and a sold Accord of Alpha's at 70 % that no figure counts. Mean: (100 + 90 + 96 + 104.4) / 4 = 97.6.
 */
beforeAll(async () => {
  t = await startQueryTestApp({ now: () => now });
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  ids.alpha = await insertDealership(db, { dealerGroupId: own, name: 'Alpha Motors', ...place });
  ids.beta = await insertDealership(db, { dealerGroupId: own, name: 'Beta Cars', ...place });
  const seller = await insertDealership(db, { dealerGroupId: other, name: 'Elsewhere', ...place });

  const vehicle = (dealershipId: string, days: number, cohort: object, data: Record<string, string>, extra: object = {}) =>
    insertVehicle(db, {
      dealershipId,
      dealerGroupId: dealershipId === seller ? other : own,
      inventoryDate: daysAgo(days, 1),
      data,
      ...cohort,
      ...extra,
    });
  const accord = { year: 2021, make: 'Honda', model: 'Accord' };
  const camry = { year: 2020, make: 'Toyota', model: 'Camry' };
  const lancia = { year: 2019, make: 'Lancia', model: 'Delta' };
  const priced = (odometer: string, listPrice: string) => ({ Odometer: odometer, 'List Price': listPrice });

  const soldAccords = await Promise.all(
    [18, 19, 20, 21, 22, 23, 24].map(() => vehicle(seller, 60, accord, priced('20000', '1'), { sold: true })),
  );
  const soldCamrys = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => vehicle(seller, 60, camry, priced('30000', '1'), { sold: true })));
  await recordSales(db, [
    ...soldAccords.map((inventoryId, i) => ({ inventoryId, amount: (18 + i) * 1000, soldAt: daysAgo(10) })),
    ...soldCamrys.map((inventoryId) => ({ inventoryId, amount: 25_000, soldAt: daysAgo(10) })),
  ]);

  ids.accord15 = await vehicle(ids.alpha, 15, accord, priced('20000', '21000'));
  ids.accord16 = await vehicle(ids.alpha, 16, accord, priced('10000', '19800'), { spotlight: true });
  ids.camry35 = await vehicle(ids.alpha, 35, camry, priced('30000', '24000'));
  ids.camry40 = await vehicle(ids.alpha, 40, camry, priced('30000', '26100'), { spotlight: true });
  ids.lancia50 = await vehicle(ids.alpha, 50, lancia, priced('40000', '15000'), { spotlight: true });
  ids.lancia100 = await vehicle(ids.alpha, 100, lancia, priced('40000', '15000'));
  ids.unpriced = await vehicle(ids.alpha, 130, accord, { Odometer: '20000' });
  ids.soldCheap = await vehicle(ids.alpha, 70, accord, priced('20000', '14700'), { sold: true });

  const users = {
    staff: await insertUser(db, { role: 'SalesAssociate', dealerGroupId: own, ...place }),
    seller: await insertUser(db, { role: 'SalesAssociate', sellAuthority: true, dealerGroupId: own, ...place }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = await t.tokenFor(user.email);
});

afterAll(() => t.close());

const get = (url: string, token = tokens.staff) => t.call({ method: 'GET', url, token });
const idsOf = (items: InventoryItem[]) => items.map((item) => item.id);
const listing = async (age: string, query = '') => {
  const response = await get(`/api/dealergroup/inventory/${ids.alpha}/age/${age}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<InventoryItem[]>();
};

describe('the rollup: 15-day bands and the mean price-to-market', () => {
  it("counts each dealership's unsold vehicles per band beside the spec's buckets, and averages the price-to-market of those that have one", async () => {
    const response = await get('/api/dealergroup/inventory/rollup');
    expect(response.statusCode).toBe(200);
    const [alpha, beta] = response.json<InventoryRollupRow[]>();
    expect(alpha).toMatchObject({
      dealershipId: ids.alpha,
      thirtyDaysOldCount: 2,
      sixtyDaysOldCount: 3,
      ninetyDaysOldCount: 0,
      oneTwentyDaysOldCount: 1,
      overOneTwentyDaysOldCount: 1,
      bandCounts: { '0-15': 1, '16-30': 1, '31-45': 2, '46-60': 1, '61-75': 0, '76-90': 0, '91-105': 1, '106-120': 0, 'over-120': 1 },
      averagePriceToMarket: 97.6,
    });
    expect(beta).toMatchObject({
      dealershipId: ids.beta,
      thirtyDaysOldCount: 0,
      bandCounts: { '0-15': 0, '16-30': 0, '31-45': 0, '46-60': 0, '61-75': 0, '76-90': 0, '91-105': 0, '106-120': 0, 'over-120': 0 },
      averagePriceToMarket: null,
    });
  });
});

describe('the listing: a band drill-down and the sorts', () => {
  it('lists a band by its id, bounds included', async () => {
    expect(idsOf(await listing('0-15'))).toEqual([ids.accord15]);
    expect(idsOf(await listing('16-30'))).toEqual([ids.accord16]);
    expect(idsOf(await listing('31-45'))).toEqual([ids.camry35, ids.camry40]);
    expect(idsOf(await listing('61-75'))).toEqual([]);
    expect(idsOf(await listing('over-120'))).toEqual([ids.unpriced]);
  });

  it('sorts by price-to-market, lowest first when ascending, highest when descending, vehicles without one last either way', async () => {
    expect(idsOf(await listing('ThirtyToSixtyDays'))).toEqual([ids.camry35, ids.camry40, ids.lancia50]);
    const ascending = await listing('ThirtyToSixtyDays', '?sortBy=priceToMarket');
    expect(idsOf(ascending)).toEqual([ids.camry35, ids.camry40, ids.lancia50]);
    expect(ascending.map((item) => item.market.priceToMarket)).toEqual([96, 104.4, null]);
    expect(idsOf(await listing('ThirtyToSixtyDays', '?sortBy=priceToMarket&sortOrder=Descending'))).toEqual([
      ids.camry40,
      ids.camry35,
      ids.lancia50,
    ]);
    const young = await listing('ThirtyDaysOrLess', '?sortBy=priceToMarket');
    expect(idsOf(young)).toEqual([ids.accord16, ids.accord15]);
    // The figures each card shows are those the sort used: 19,800 / 22,000 at 10,000 miles.
    expect(young.map((item) => item.market.priceToMarket)).toEqual([90, 100]);
    expect(idsOf(await listing('ThirtyDaysOrLess', '?sortBy=days&sortOrder=Descending'))).toEqual([ids.accord16, ids.accord15]);
  });

  it('sorts the spotlighted view by price-to-market too', async () => {
    const spotlighted = (query: string) =>
      get(`/api/dealergroup/inventory/spotlighted${query}`, tokens.seller).then((r) => idsOf(r.json()));
    expect(await spotlighted('?sortBy=priceToMarket')).toEqual([ids.accord16, ids.camry40, ids.lancia50]);
    expect(await spotlighted('?sortBy=priceToMarket&sortOrder=Descending')).toEqual([ids.camry40, ids.accord16, ids.lancia50]);
  });

  it('answers 400 naming the field for an unknown band or sort', async () => {
    const fields = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      return response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    };
    expect(await fields(`/api/dealergroup/inventory/${ids.alpha}/age/15-30`)).toContain('params.age');
    expect(await fields(`/api/dealergroup/inventory/${ids.alpha}/age/0-15?sortBy=price`)).toContain('querystring.sortBy');
  });
});
