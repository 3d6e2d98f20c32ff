import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const now = new Date('2025-06-01T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
const place = { latitude: 39.78, longitude: -89.65 };

let t: QueryTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startQueryTestApp({ now: () => now });
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  ids.alpha = await insertDealership(db, { dealerGroupId: own, name: 'Alpha Motors', ...place });
  ids.beta = await insertDealership(db, { dealerGroupId: own, name: 'Beta Cars', ...place });
  ids.foreign = await insertDealership(db, { dealerGroupId: other, name: 'Elsewhere', ...place });
  const vehicle = (dealershipId: string, age: number, extra: object = {}) =>
    insertVehicle(db, { dealershipId, dealerGroupId: own, inventoryDate: daysAgo(age, 1), ...extra });
  ids.day0 = await insertVehicle(db, { dealershipId: ids.alpha, dealerGroupId: own, inventoryDate: new Date(now.getTime() + 3_600_000) });
  ids.day30 = await vehicle(ids.alpha, 30);
  ids.day31 = await vehicle(ids.alpha, 31, { listingType: 'NEW', spotlight: true });
  ids.day60 = await vehicle(ids.alpha, 60, { spotlight: true });
  ids.day61 = await vehicle(ids.alpha, 61);
  ids.day120 = await vehicle(ids.alpha, 120);
  ids.day121 = await vehicle(ids.alpha, 121);
  ids.soldOld = await vehicle(ids.alpha, 200, { sold: true, spotlight: true });
  ids.betaOld = await vehicle(ids.beta, 400);
  ids.foreignSpot = await insertVehicle(db, {
    dealershipId: ids.foreign,
    dealerGroupId: other,
    spotlight: true,
    inventoryDate: daysAgo(5),
  });
  const users = {
    staff: await insertUser(db, { role: 'SalesAssociate', dealerGroupId: own }),
    seller: await insertUser(db, { role: 'SalesAssociate', sellAuthority: true, dealerGroupId: own }),
    bdc: await insertUser(db, { role: 'BDCManager', dealerGroupId: own }),
    admin: await insertUser(db, { role: 'Admin', dealerGroupId: null }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = await t.tokenFor(user.email);
});

afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const idsOf = (items: InventoryItem[]) => items.map((item) => item.id);

describe('GET /api/dealergroup/inventory/rollup', () => {
  it("counts each dealership's unsold vehicles of the user's group by age", async () => {
    const response = await get('/api/dealergroup/inventory/rollup', tokens.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json<InventoryRollupRow[]>()).toEqual([
      expect.objectContaining({
        dealershipId: ids.alpha,
        name: 'Alpha Motors',
        address1: '1 Main St',
        address2: '',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        thirtyDaysOldCount: 2,
        sixtyDaysOldCount: 2,
        ninetyDaysOldCount: 1,
        oneTwentyDaysOldCount: 1,
        overOneTwentyDaysOldCount: 1,
      }),
      expect.objectContaining({ dealershipId: ids.beta, thirtyDaysOldCount: 0, overOneTwentyDaysOldCount: 1 }),
    ]);
  });

  it('shows every group to an Admin outside any group', async () => {
    const rows = (await get('/api/dealergroup/inventory/rollup', tokens.admin)).json<InventoryRollupRow[]>();
    expect(rows.map((row) => row.dealershipId)).toEqual(expect.arrayContaining([ids.alpha, ids.beta, ids.foreign]));
  });

  it('answers 401 and 403', async () => {
    expect((await get('/api/dealergroup/inventory/rollup')).statusCode).toBe(401);
    expect((await get('/api/dealergroup/inventory/rollup', tokens.bdc)).statusCode).toBe(403);
  });
});

describe('GET /api/dealergroup/inventory/:dealershipId/age/:age', () => {
  const url = (age: string, query = '') => `/api/dealergroup/inventory/${ids.alpha}/age/${age}${query}`;

  it('lists the bucket, fewest days first by default, by enum name or day number', async () => {
    const byName = (await get(url('ThirtyToSixtyDays'), tokens.staff)).json<InventoryItem[]>();
    expect(idsOf(byName)).toEqual([ids.day31, ids.day60]);
    expect(byName[0]).toMatchObject({ daysInInventory: 31, listingType: 'NEW', dealershipInfo: { name: 'Dealer' } });
    expect(idsOf((await get(url('60'), tokens.staff)).json())).toEqual([ids.day31, ids.day60]);
    expect(idsOf((await get(url('30'), tokens.staff)).json())).toEqual([ids.day0, ids.day30]);
    expect(idsOf((await get(url('121'), tokens.staff)).json())).toEqual([ids.day121]);
  });

  it('sorts descending and filters the repeated listingtype', async () => {
    expect(idsOf((await get(url('60', '?sortOrder=Descending'), tokens.staff)).json())).toEqual([ids.day60, ids.day31]);
    expect(idsOf((await get(url('60', '?listingtype=USED'), tokens.staff)).json())).toEqual([ids.day60]);
    expect(idsOf((await get(url('60', '?listingtype=USED&listingtype=NEW'), tokens.staff)).json())).toHaveLength(2);
  });

  it("answers 404 for another group's dealership and an unknown one alike, 400 for a bad age", async () => {
    expect((await get(`/api/dealergroup/inventory/${ids.foreign}/age/30`, tokens.staff)).statusCode).toBe(404);
    expect((await get(`/api/dealergroup/inventory/${ids.foreign}/age/30`, tokens.admin)).statusCode).toBe(200);
    expect((await get('/api/dealergroup/inventory/7f1c6c0e-0000-4000-8000-000000000000/age/30', tokens.staff)).statusCode).toBe(404);
    const bad = await get(url('45'), tokens.staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('params.age');
    const badType = await get(url('30', '?listingtype=BOTH'), tokens.staff);
    expect(badType.json<{ errors: { field: string }[] }>().errors[0]?.field).toMatch(/^querystring\.listingtype/);
  });

  it('answers 401 and 403', async () => {
    expect((await get(url('30'))).statusCode).toBe(401);
    expect((await get(url('30'), tokens.bdc)).statusCode).toBe(403);
  });
});

describe('GET /api/dealergroup/inventory/spotlighted', () => {
  it("lists the group's unsold spotlighted vehicles", async () => {
    const response = await get('/api/dealergroup/inventory/spotlighted', tokens.seller);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([ids.day31, ids.day60]);
    const used = await get('/api/dealergroup/inventory/spotlighted?listingtype=USED&sortOrder=Descending', tokens.seller);
    expect(idsOf(used.json())).toEqual([ids.day60]);
  });

  it('needs SpotlightInventory', async () => {
    expect((await get('/api/dealergroup/inventory/spotlighted')).statusCode).toBe(401);
    expect((await get('/api/dealergroup/inventory/spotlighted', tokens.staff)).statusCode).toBe(403);
    const bad = await get('/api/dealergroup/inventory/spotlighted?sortOrder=Up', tokens.seller);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('querystring.sortOrder');
  });
});
