import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NameCount } from '@dtn/contracts/routes/network-makes';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

let t: QueryTestApp;
let token: string;
let bdcToken: string;

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  const place = { latitude: 39.7817, longitude: -89.6501 };
  const ownStore = await insertDealership(db, { dealerGroupId: own, ...place });
  const otherStore = await insertDealership(db, { dealerGroupId: other, ...place });
  const theirs = { dealershipId: otherStore, dealerGroupId: other };
  await insertVehicle(db, { ...theirs, make: 'Toyota', model: 'Camry' });
  await insertVehicle(db, { ...theirs, make: 'TOYOTA', model: 'camry' });
  await insertVehicle(db, { ...theirs, make: 'Toyota', model: 'RAV4' });
  await insertVehicle(db, { ...theirs, make: 'Ford', model: 'F-150' });
  await insertVehicle(db, { ...theirs, make: 'ZEVO motor-works', model: 'E1' });
  // None of these is there to find: sold, a trade-in, the searcher's own group's.
  await insertVehicle(db, { ...theirs, make: 'Honda', model: 'Civic', sold: true });
  await insertVehicle(db, { ...theirs, make: 'Kia', model: 'Soul', tradeIn: true });
  await insertVehicle(db, { dealershipId: ownStore, dealerGroupId: own, make: 'Mazda', model: 'CX-5' });
  await insertVehicle(db, { dealershipId: ownStore, dealerGroupId: own, make: 'Toyota', model: 'Camry' });
  token = await t.tokenFor((await insertUser(db, { role: 'SalesManager', dealerGroupId: own })).email);
  bdcToken = await t.tokenFor((await insertUser(db, { role: 'BDCManager', dealerGroupId: own, buyAuthority: true })).email);
});

afterAll(() => t.close());

const get = async (url: string, bearer: string | null = token) => t.call({ method: 'GET', url, token: bearer ?? undefined });

describe('finding 3: the searching lists offer the makes and models the network has, with counts', () => {
  it("lists other groups' unsold listed makes with their counts, one entry per make whatever its case, spelled as the catalog spells it (else capitalised)", async () => {
    const response = await get('/api/marketplace/makes');
    expect(response.statusCode).toBe(200);
    expect(response.json<NameCount[]>()).toEqual([
      { name: 'Ford', count: 1 },
      { name: 'Toyota', count: 3 },
      { name: 'Zevo Motor-Works', count: 1 },
    ]);
  });

  it("lists a make's models the same way, the make in any case", async () => {
    const response = await get('/api/marketplace/models?make=toyota');
    expect(response.json<NameCount[]>()).toEqual([
      { name: 'Camry', count: 2 },
      { name: 'RAV4', count: 1 },
    ]);
    expect((await get('/api/marketplace/models?make=Honda')).json()).toEqual([]);
  });

  it('serves a buyer without MarketplaceSearch too (the buy list dialog)', async () => {
    expect((await get('/api/marketplace/makes', bdcToken)).statusCode).toBe(200);
  });

  it('answers 400 naming a missing make, 401 without a token', async () => {
    const missing = await get('/api/marketplace/models');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('querystring.make');
    expect((await get('/api/marketplace/makes', null)).statusCode).toBe(401);
    expect((await get('/api/marketplace/models?make=Toyota', null)).statusCode).toBe(401);
  });
});
