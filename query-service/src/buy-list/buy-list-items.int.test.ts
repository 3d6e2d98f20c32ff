import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertBuyListItem } from '@dtn/projections/read-models/buy-list/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

let t: QueryTestApp;
let buyerToken: string;
let otherToken: string;
let bdcToken: string;
let buyerId: string;
const older = '3a000000-0000-4000-8000-000000000001';
const newer = '3a000000-0000-4000-8000-000000000002';
const othersItem = '3a000000-0000-4000-8000-000000000003';

const insertItem = (id: string, userId: string, addedAt: string, make = 'Honda', model = 'Accord') =>
  insertBuyListItem(t.db, {
    id,
    userId,
    dealerGroupId: null,
    make,
    model,
    startYear: 2018,
    endYear: 2022,
    searchRadius: 75,
    tradeIn: true,
    latitude: 34.09,
    longitude: -118.41,
    addedAt: new Date(addedAt),
  });

beforeAll(async () => {
  t = await startQueryTestApp();
  const group = await insertDealerGroup(t.db);
  const buyer = await insertUser(t.db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: group });
  const other = await insertUser(t.db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: group });
  const bdc = await insertUser(t.db, { role: 'BDCManager', dealerGroupId: group });
  buyerId = buyer.id;
  buyerToken = await t.tokenFor(buyer.email);
  otherToken = await t.tokenFor(other.email);
  bdcToken = await t.tokenFor(bdc.email);
  await insertItem(older, buyer.id, '2025-01-01T00:00:00Z');
  await insertItem(newer, buyer.id, '2025-02-01T00:00:00Z', 'Toyota', 'Camry');
  await insertItem(othersItem, other.id, '2025-03-01T00:00:00Z');
});

afterAll(() => t.close());

const item = (id: string, make = 'Honda', model = 'Accord') => ({
  id,
  autoOffer: null,
  userId: buyerId,
  make,
  model,
  startYear: 2018,
  endYear: 2022,
  searchRadius: 75,
  retailReadyOnly: false,
  tradeIn: true,
  latitude: 34.09,
  longitude: -118.41,
});

describe('GET /api/buylist/list', () => {
  it('lists the caller’s own items, newest first', async () => {
    const response = await t.call({ method: 'GET', url: '/api/buylist/list', token: buyerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([item(newer, 'Toyota', 'Camry'), item(older)]);
  });

  it('answers 401 without a token and 403 without ViewBuyListItem', async () => {
    expect((await t.call({ method: 'GET', url: '/api/buylist/list' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/buylist/list', token: bdcToken })).statusCode).toBe(403);
  });
});

describe('GET /api/buylist/:id', () => {
  it('reads one of the caller’s items', async () => {
    const response = await t.call({ method: 'GET', url: `/api/buylist/${older}`, token: buyerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(item(older));
  });

  it('answers 404 for someone else’s item and an unknown one', async () => {
    expect((await t.call({ method: 'GET', url: `/api/buylist/${othersItem}`, token: buyerToken })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/buylist/${older}`, token: otherToken })).statusCode).toBe(404);
    const unknown = await t.call({ method: 'GET', url: '/api/buylist/3a000000-0000-4000-8000-0000000000ff', token: buyerToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 400 naming params.id, 401 and 403', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/buylist/not-an-id', token: buyerToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['params.id']);
    expect((await t.call({ method: 'GET', url: `/api/buylist/${older}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/buylist/${older}`, token: bdcToken })).statusCode).toBe(403);
  });
});
