import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertBuyListItem } from '@dtn/projections/read-models/buy-list/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

// The vehicle is in Springfield IL; Decatur is ~37 miles away, Chicago ~180.
const springfield = { latitude: 39.7817, longitude: -89.6501 };
const decatur = { latitude: 39.8403, longitude: -88.9548 };
const chicago = { latitude: 41.8781, longitude: -87.6298 };
const query = `make=honda&model=ACCORD&year=2020&lat=${springfield.latitude}&lon=${springfield.longitude}`;

let t: QueryTestApp;
let sellerToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  const seller = await insertUser(db, { role: 'SalesAssociate', sellAuthority: true, dealerGroupId: own });
  const staff = await insertUser(db, { role: 'SalesAssociate', dealerGroupId: own });
  sellerToken = await t.tokenFor(seller.email);
  staffToken = await t.tokenFor(staff.email);
  const buyer = await insertUser(db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: other });
  const farBuyer = await insertUser(db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: other });
  const colleague = await insertUser(db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: own });
  // Two matching items of one buyer count once.
  await insertBuyListItem(db, { userId: buyer.id, dealerGroupId: other, ...decatur });
  await insertBuyListItem(db, { userId: buyer.id, dealerGroupId: other, make: 'HONDA', ...decatur, searchRadius: 100 });
  await insertBuyListItem(db, { userId: farBuyer.id, dealerGroupId: other, ...chicago, searchRadius: 50 });
  await insertBuyListItem(db, { userId: farBuyer.id, dealerGroupId: other, ...decatur, startYear: 2021, endYear: 2023 });
  await insertBuyListItem(db, { userId: farBuyer.id, dealerGroupId: other, ...decatur, model: 'Civic' });
  await insertBuyListItem(db, { userId: colleague.id, dealerGroupId: own, ...springfield });
});

afterAll(() => t.close());

describe('GET /api/buylist/query/count', () => {
  it('counts distinct users of other groups whose item matches and whose radius reaches the vehicle', async () => {
    const response = await t.call({ method: 'GET', url: `/api/buylist/query/count?${query}`, token: sellerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1 });
    const wide = await t.call({
      method: 'GET',
      url: '/api/buylist/query/count?make=Honda&model=Accord&year=2020&lat=41.8&lon=-87.6',
      token: sellerToken,
    });
    expect(wide.json()).toEqual({ count: 1 }); // the Chicago buyer; Decatur's radius (50/100) does not reach
  });

  it('answers 0 when nothing matches', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/buylist/query/count?make=Ford&model=F-150&year=2020&lat=40&lon=-89',
      token: sellerToken,
    });
    expect(response.json()).toEqual({ count: 0 });
  });

  it('answers 400 naming the field, 401 and 403', async () => {
    const bad = await t.call({
      method: 'GET',
      url: '/api/buylist/query/count?make=Honda&model=Accord&year=abc&lat=1&lon=1',
      token: sellerToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['querystring.year']);
    expect((await t.call({ method: 'GET', url: `/api/buylist/query/count?${query}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/buylist/query/count?${query}`, token: staffToken })).statusCode).toBe(403);
  });
});
