import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const now = new Date('2025-06-01T12:00:00Z');
const vin = '2T1BURHE0JC000001';
let t: QueryTestApp;
let token: string;
let bdcToken: string;
const ids: Record<string, string> = {};
const groupIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startQueryTestApp({ now: () => now });
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  groupIds.other = other;
  const dealership = await insertDealership(db, { dealerGroupId: other, latitude: 40, longitude: -90 });
  const at = (iso: string) => new Date(iso);
  ids.soldNewest = await insertVehicle(db, {
    vin,
    dealershipId: dealership,
    dealerGroupId: other,
    sold: true,
    inventoryDate: at('2025-05-30T00:00:00Z'),
  });
  ids.unsoldOlder = await insertVehicle(db, {
    vin,
    dealershipId: dealership,
    dealerGroupId: other,
    inventoryDate: at('2025-05-01T00:00:00Z'),
    data: { Odometer: '500', Engine: 'V6', 'List Price': '30000' },
  });
  // A later listing of the same VIN at another group's dealership (a trade-in posted
  // with a VIN that is already listed) must not shadow the vehicle buyers see on the marketplace.
  const newcomerDealership = await insertDealership(db, { dealerGroupId: own, latitude: 41, longitude: -91 });
  ids.newcomer = await insertVehicle(db, {
    vin,
    dealershipId: newcomerDealership,
    dealerGroupId: own,
    inventoryDate: at('2025-05-31T00:00:00Z'),
  });
  token = await t.tokenFor((await insertUser(db, { role: 'SalesAssociate', dealerGroupId: own })).email);
  bdcToken = await t.tokenFor((await insertUser(db, { role: 'BDCManager', dealerGroupId: own })).email);
});

afterAll(() => t.close());

const get = (url: string, auth?: string) => t.call({ method: 'GET', url, token: auth });

describe('GET /api/inventory/vin/:vin', () => {
  it("returns another group's vehicle: the live listing in stock longest, never a newer duplicate or a sold one", async () => {
    const response = await get(`/api/inventory/vin/${vin}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<InventoryItem>()).toMatchObject({
      id: ids.unsoldOlder,
      vin,
      sold: false,
      daysInInventory: 31,
      inventoryDate: '2025-05-01T00:00:00.000Z',
      // The seller's group: the detail page shows its own group's vehicles no bid panel.
      dealerGroupId: groupIds.other,
      data: { Odometer: '500', Engine: 'V6', 'List Price': '30000' },
    });
  });

  it('answers 404 for an unknown VIN, 400 for a VIN that is not 17 characters', async () => {
    expect((await get('/api/inventory/vin/2T1BURHE0JC999999', token)).statusCode).toBe(404);
    const bad = await get('/api/inventory/vin/SHORT', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['params.vin']);
  });

  it('answers 401 and 403', async () => {
    expect((await get(`/api/inventory/vin/${vin}`)).statusCode).toBe(401);
    expect((await get(`/api/inventory/vin/${vin}`, bdcToken)).statusCode).toBe(403);
  });
});

describe('GET /api/inventory/id/:id', () => {
  it('returns the vehicle with that id', async () => {
    const response = await get(`/api/inventory/id/${ids.soldNewest}`, token);
    expect(response.json<InventoryItem>()).toMatchObject({ id: ids.soldNewest, sold: true, images: ['a.jpg'] });
  });

  it('answers 404, 400, 401 and 403', async () => {
    expect((await get('/api/inventory/id/7f1c6c0e-0000-4000-8000-000000000000', token)).statusCode).toBe(404);
    const bad = await get('/api/inventory/id/not-a-uuid', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['params.id']);
    expect((await get(`/api/inventory/id/${ids.soldNewest}`)).statusCode).toBe(401);
    expect((await get(`/api/inventory/id/${ids.soldNewest}`, bdcToken)).statusCode).toBe(403);
  });
});
