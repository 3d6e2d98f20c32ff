import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

// The searcher sits in Springfield IL. Decatur is ~37 miles away, St. Louis ~85, Chicago ~180.
const springfield = { latitude: 39.7817, longitude: -89.6501 };
const decatur = { latitude: 39.8403, longitude: -88.9548 };
const stLouis = { latitude: 38.627, longitude: -90.1994 };
const chicago = { latitude: 41.8781, longitude: -87.6298 };

let t: QueryTestApp;
let token: string;
let noPermissionToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  const ownDealership = await insertDealership(db, { dealerGroupId: own, ...springfield });
  const near = await insertDealership(db, { dealerGroupId: other, ...decatur });
  const middle = await insertDealership(db, { dealerGroupId: other, ...stLouis });
  const far = await insertDealership(db, { dealerGroupId: other, ...chicago });
  const searcher = await insertUser(db, { role: 'SalesManager', dealerGroupId: own, ...springfield });
  const bdc = await insertUser(db, { role: 'BDCManager', dealerGroupId: own, ...springfield });
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  ids.own = await insertVehicle(db, { dealershipId: ownDealership, dealerGroupId: own });
  ids.nearOld = await insertVehicle(db, { dealershipId: near, dealerGroupId: other, inventoryDate: at(10), buyNowPrice: 19_999.99 });
  ids.nearNew = await insertVehicle(db, { dealershipId: near, dealerGroupId: other, inventoryDate: at(1), trim: 'LX' });
  ids.nearSpotlight = await insertVehicle(db, { dealershipId: near, dealerGroupId: other, inventoryDate: at(20), spotlight: true });
  ids.nearSold = await insertVehicle(db, { dealershipId: near, dealerGroupId: other, inventoryDate: at(0), sold: true });
  ids.nearTradeIn = await insertVehicle(db, { dealershipId: near, dealerGroupId: other, tradeIn: true });
  ids.nearNewCar = await insertVehicle(db, {
    dealershipId: near,
    dealerGroupId: other,
    listingType: 'NEW',
    make: 'Toyota',
    model: 'Camry',
    year: 2024,
    inventoryDate: at(5),
  });
  ids.middle = await insertVehicle(db, { dealershipId: middle, dealerGroupId: other, inventoryDate: at(3), trim: 'Sport', year: 2016 });
  ids.middleTradeIn = await insertVehicle(db, { dealershipId: middle, dealerGroupId: other, tradeIn: true });
  ids.far = await insertVehicle(db, { dealershipId: far, dealerGroupId: other, inventoryDate: at(2) });
  ids.farTradeIn = await insertVehicle(db, { dealershipId: far, dealerGroupId: other, tradeIn: true });
  token = await t.tokenFor(searcher.email);
  noPermissionToken = await t.tokenFor(bdc.email);
});

afterAll(() => t.close());

async function search(body: object, query = '') {
  const response = await t.call({ method: 'POST', url: `/api/marketplace/search${query}`, payload: body, token });
  expect(response.statusCode).toBe(200);
  return response.json<Paged<MarketplaceItem>>();
}
const idsOf = (page: Paged<MarketplaceItem>) => page.results.map((item) => item.id);

describe('POST /api/marketplace/search', () => {
  it("lists other groups' unsold vehicles first (spotlight, newest), sold last, within 100 miles by default", async () => {
    const page = await search({});
    expect(idsOf(page)).toEqual([ids.nearSpotlight, ids.nearNew, ids.middle, ids.nearNewCar, ids.nearOld, ids.nearSold]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, totalCount: 6 });
    expect(page.results[0]).toMatchObject({ spotlight: true, tradeIn: false, data: { Odometer: '12000', 'List Price': '21000' } });
  });

  it('applies the radius in miles or kilometres', async () => {
    expect(idsOf(await search({ searchRadius: 50 }))).not.toContain(ids.middle);
    expect(idsOf(await search({ searchRadius: 200 }))).toContain(ids.far);
    // 100 km = 62 miles: Decatur only; 150 km = 93 miles: St. Louis too.
    expect(idsOf(await search({ searchRadius: 100, distanceUnit: 'KILOMETERS' }))).not.toContain(ids.middle);
    expect(idsOf(await search({ searchRadius: 150, distanceUnit: 'KILOMETERS' }))).toContain(ids.middle);
  });

  it('filters make/model case-insensitively, trims any-of, years, listing type and spotlights', async () => {
    expect(idsOf(await search({ make: 'toyota', model: 'CAMRY' }))).toEqual([ids.nearNewCar]);
    expect(idsOf(await search({ trim: ['lx', 'Sport'] }))).toEqual([ids.nearNew, ids.middle]);
    expect(idsOf(await search({ startYear: 2015, endYear: 2017 }))).toEqual([ids.middle]);
    expect(idsOf(await search({ listingType: ['NEW'] }))).toEqual([ids.nearNewCar]);
    expect(idsOf(await search({ spotlights: true }))).toEqual([ids.nearSpotlight]);
  });

  it('carries each vehicle’s Buy Now price and version, and lists only those with a price on “Buy Now only”', async () => {
    const page = await search({ buyNowOnly: true });
    expect(idsOf(page)).toEqual([ids.nearOld]);
    expect(page.results[0]).toMatchObject({ buyNowPrice: 19_999.99, buyNowVersion: 1 });
    expect(page).toMatchObject({ totalCount: 1, pageCount: 1 });
    const all = await search({});
    expect(all.results.find((item) => item.id === ids.nearNew)).toMatchObject({ buyNowPrice: null, buyNowVersion: 0 });
  });

  it('pages with pageCount and totalCount, also past the last page', async () => {
    const first = await search({}, '?page=1&pageSize=4');
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 6 });
    expect(first.results).toHaveLength(4);
    const second = await search({}, '?page=2&pageSize=4');
    expect(second.results).toHaveLength(2);
    expect(await search({}, '?page=5&pageSize=4')).toEqual({ page: 5, pageCount: 2, totalCount: 6, results: [] });
  });

  it('answers 401 without a token and 403 without MarketplaceSearch', async () => {
    const url = '/api/marketplace/search';
    expect((await t.call({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url, payload: {}, token: noPermissionToken })).statusCode).toBe(403);
  });

  it('answers 400 problem+json naming the field', async () => {
    const response = await t.call({ method: 'POST', url: '/api/marketplace/search', payload: { searchRadius: 60 }, token });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('body.searchRadius');
    const paging = await t.call({ method: 'POST', url: '/api/marketplace/search?pageSize=500', payload: {}, token });
    expect(paging.statusCode).toBe(400);
    expect(paging.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('querystring.pageSize');
    const years = await t.call({ method: 'POST', url: '/api/marketplace/search', payload: { startYear: 2020, endYear: 2010 }, token });
    expect(years.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('body.endYear');
  });
});

describe('POST /api/marketplace/tradein/search', () => {
  it("lists other groups' trade-ins within the distance", async () => {
    const url = '/api/marketplace/tradein/search';
    const near = await t.call({ method: 'POST', url, payload: {}, token });
    expect(near.json<Paged<MarketplaceItem>>()).toMatchObject({ totalCount: 2, pageCount: 1 });
    expect(idsOf(near.json())).toEqual(expect.arrayContaining([ids.nearTradeIn, ids.middleTradeIn]));
    const wide = await t.call({ method: 'POST', url, payload: { searchRadius: 200 }, token });
    expect(idsOf(wide.json())).toContain(ids.farTradeIn);
    expect(wide.json<Paged<MarketplaceItem>>().results.every((item) => item.tradeIn)).toBe(true);
  });

  it('rejects a distance outside the choices, and callers without token or permission', async () => {
    const url = '/api/marketplace/tradein/search';
    const bad = await t.call({ method: 'POST', url, payload: { searchRadius: 50 }, token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('body.searchRadius');
    expect((await t.call({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url, payload: {}, token: noPermissionToken })).statusCode).toBe(403);
  });
});
