import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { CohortSale } from '@dtn/contracts/entities/market';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { recordSales } from '@dtn/projections/read-models/market/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const day = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);
let clock = now;
let t: QueryTestApp;
let token: string;
const ids: Record<string, string> = {};

/**
 * One cohort (2021 Honda Accord) with 7 sales, all 10 days old (equal weights), at 20,000 miles
 * each and 18,000 .. 24,000 dollars: fewer than 10 mileages, so the slope is the fallback
 * -$0.10 a mile around the reference mileage 20,000. Value 21,000, range 19,000-23,000.
 */
beforeAll(async () => {
  t = await startQueryTestApp({ now: () => clock });
  const { db } = t;
  const seller = await insertDealerGroup(db);
  const buyer = await insertDealerGroup(db);
  const lot = await insertDealership(db, { dealerGroupId: seller, latitude: 40, longitude: -90 });
  const far = await insertDealership(db, { dealerGroupId: seller, latitude: 45, longitude: -100 });
  const accord = (odometer: string, listPrice: string, dealershipId = lot, days = 40, sold = false) =>
    insertVehicle(db, {
      sold,
      dealershipId,
      dealerGroupId: seller,
      year: 2021,
      make: 'Honda',
      model: 'Accord',
      inventoryDate: daysAgo(days),
      data: { Odometer: odometer, 'List Price': listPrice },
    });
  const sold = await Promise.all([18, 19, 20, 21, 22, 23, 24].map((k) => accord('20000', String(k * 1000), lot, 60, true)));
  await recordSales(
    db,
    sold.map((inventoryId, i) => ({ inventoryId, amount: (18 + i) * 1000, soldAt: daysAgo(10) })),
  );
  ids.cheap = await accord('10000', '19950');
  ids.dear = await accord('30000', '24000');
  ids.farAway = await accord('20000', '21000', far);
  ids.rare = await insertVehicle(db, { dealershipId: lot, dealerGroupId: seller, year: 2019, make: 'Lancia', model: 'Delta' });
  token = await t.tokenFor(
    (await insertUser(db, { role: 'SalesAssociate', dealerGroupId: buyer, latitude: 40.1, longitude: -90.1 })).email,
  );
});

afterAll(() => t.close());

const get = <T>(url: string) => t.call({ method: 'GET', url, token }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

describe('market figures on the reads', () => {
  it("gives a vehicle its cohort's value at its own mileage, its price-to-market, days' supply and cost of aging", async () => {
    const { status, body } = await get<InventoryItem>(`/api/inventory/id/${ids.cheap}`);
    expect(status).toBe(200);
    // 10,000 miles is 10,000 under the reference: +$1,000. 19,950 / 22,000 = 90.7 %.
    // Listed within 100 miles of the viewer: the 7 sold ones are sold, so 2 unsold Accords; the
    // one 700 miles away does not count; rate 7 sales / 45 days: 2 / (7/45) = 12.9 days.
    expect(body.market).toEqual({
      value: 22_000,
      low: 20_000,
      high: 24_000,
      sampleSize: 7,
      priceToMarket: 90.7,
      daysSupply: 12.9,
      daysInInventory: 40,
      agingCost: 40 * 35,
    });
  });

  it('says "not enough sales" with nulls for a cohort below 7 sales', async () => {
    const { body } = await get<InventoryItem>(`/api/inventory/id/${ids.rare}`);
    expect(body.market).toMatchObject({ value: null, low: null, high: null, sampleSize: 0, priceToMarket: null, daysSupply: null });
  });

  it('forgets a value whose latest sale left the 90-day window', async () => {
    clock = new Date(now.getTime() + 81 * day);
    try {
      const { body } = await get<InventoryItem>(`/api/inventory/id/${ids.cheap}`);
      expect(body.market).toMatchObject({ value: null, sampleSize: 0, daysSupply: null, daysInInventory: 121 });
    } finally {
      clock = now;
    }
  });

  it('sorts the marketplace by price-to-market, lowest first, and carries the figures on each card', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/marketplace/search?page=1&pageSize=15',
      token,
      payload: { make: 'Honda', model: 'Accord', sort: 'priceToMarket' },
    });
    const page = response.json<Paged<MarketplaceItem>>();
    const unsold = page.results.filter((item) => !item.sold);
    expect(unsold.map((item) => item.id)).toEqual([ids.cheap, ids.dear]);
    // 24,000 at 30,000 miles: value 20,000, 120 %.
    expect(unsold.map((item) => item.market.priceToMarket)).toEqual([90.7, 120]);
  });

  it("lists the cohort's sales for the chart without naming anyone", async () => {
    const { body } = await get<CohortSale[]>(`/api/inventory/id/${ids.dear}/market/sales`);
    expect(body).toHaveLength(7);
    expect(body[0]).toEqual({ amount: expect.any(Number), mileage: 20_000, soldAt: daysAgo(10).toISOString(), outlier: false });
  });
});
