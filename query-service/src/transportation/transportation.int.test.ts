import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertOffer } from '@dtn/projections/read-models/offers/testing';
import { insertTransportBid } from '@dtn/projections/read-models/transport-bids/testing';
import { insertTransportVendor } from '@dtn/projections/read-models/transport-vendors/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startOffersTestApp, type OffersTestApp } from '../testing/offers-test-app';
import { publicBidRequestsPerMinute } from './routes';

const springfield = { latitude: 39.7817, longitude: -89.6501 };
const decatur = { latitude: 39.8403, longitude: -88.9548 };

let t: OffersTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const expiration = new Date(Date.UTC(2030, 0, 2, 15, 0));
let pendingUid: string;
let quotedUid: string;

beforeAll(async () => {
  t = await startOffersTestApp();
  const { db } = t;
  const seller = await insertDealerGroup(db);
  const buyerGroup = await insertDealerGroup(db);
  ids.from = await insertDealership(db, { dealerGroupId: seller, ...springfield });
  ids.to = await insertDealership(db, { dealerGroupId: buyerGroup, ...decatur });
  // The seller group's other dealership: it lists no vehicle, so nothing shows it to the buyer.
  ids.bare = await insertDealership(db, { dealerGroupId: seller, ...springfield });
  const buyer = await insertUser(db, { role: 'SalesManager', buyAuthority: true, dealerGroupId: buyerGroup });
  const other = await insertUser(db, { role: 'SalesManager', buyAuthority: true, dealerGroupId: seller });
  const bdc = await insertUser(db, { role: 'BDCManager', dealerGroupId: buyerGroup });
  ids.buyer = buyer.id;
  tokens.buyer = await t.tokenFor(buyer.email);
  tokens.other = await t.tokenFor(other.email);
  tokens.bdc = await t.tokenFor(bdc.email);
  const inventoryId = await insertVehicle(db, { dealershipId: ids.from, dealerGroupId: seller, make: 'Ford', model: 'F-150' });
  const offerId = await insertOffer(db, {
    inventoryId,
    buyerUserId: buyer.id,
    buyerDealerGroupId: buyerGroup,
    sellerDealerGroupId: seller,
    sellerDealershipId: ids.from,
    status: 'bidding-transportation',
    destinationDealershipId: ids.to,
    expirationDateTime: expiration,
  });
  const vendor = await insertTransportVendor(db);
  pendingUid = (await insertTransportBid(db, { offerId, vendorId: vendor, distanceKm: 100, expiration })).uid;
  quotedUid = (
    await insertTransportBid(db, { offerId, vendorId: vendor, distanceKm: 61.2, expiration, status: 'submitted', bidAmount: 375.5 })
  ).uid;
});

afterAll(() => t.close());

describe('GET /api/transportation/bid/:uid (public vendor page)', () => {
  it('shows exactly make, model, miles, status, expiration and quote, without a token', async () => {
    const response = await t.get(`/api/transportation/bid/${pendingUid}`);
    expect(response.statusCode).toBe(200);
    const bid = response.json<Record<string, unknown>>();
    // Never the buyer, the seller, the dealerships or any address: the exact key set.
    expect(Object.keys(bid).sort()).toEqual(['bidAmount', 'distance', 'expirationDateTime', 'make', 'model', 'status']);
    expect(bid).toEqual({
      make: 'Honda',
      model: 'Accord',
      distance: 62.1,
      status: 'pending',
      expirationDateTime: expiration.toISOString(),
      bidAmount: null,
    });
    expect(response.body).not.toContain(ids.buyer!);
    expect(response.headers['x-ratelimit-limit']).toBe(String(publicBidRequestsPerMinute));
  });

  it('shows a recorded quote', async () => {
    expect((await t.get(`/api/transportation/bid/${quotedUid}`)).json()).toMatchObject({
      status: 'submitted',
      bidAmount: 375.5,
      distance: 38,
    });
  });

  it('is 404 for an unknown uid and 400 for a malformed one', async () => {
    expect((await t.get(`/api/transportation/bid/${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await t.get('/api/transportation/bid/short')).statusCode).toBe(400);
  });
});

const url = (userId: string, from: string, to: string) => `/api/transportation/details/user/${userId}/transport/from/${from}/to/${to}`;

describe('GET /api/transportation/details/user/:userId/transport/from/:dealershipId/to/:destinationDealershipId', () => {
  it('answers the miles between the two dealerships', async () => {
    const response = await t.get(url(ids.buyer!, ids.from!, ids.to!), tokens.buyer);
    expect(response.statusCode).toBe(200);
    const miles = Math.round(distanceInMiles(springfield, decatur) * 10) / 10;
    expect(response.json()).toEqual({ distance: miles });
    expect(miles).toBeGreaterThan(35);
    expect(miles).toBeLessThan(40);
  });

  it('is 403 for another user, a BDCManager; 401 without token; 404 unknown dealership; 400 bad id', async () => {
    expect((await t.get(url(ids.buyer!, ids.from!, ids.to!), tokens.other)).statusCode).toBe(403);
    expect((await t.get(url(ids.buyer!, ids.from!, ids.to!), tokens.bdc)).statusCode).toBe(403);
    expect((await t.get(url(ids.buyer!, ids.from!, ids.to!))).statusCode).toBe(401);
    expect((await t.get(url(ids.buyer!, ids.from!, randomUUID()), tokens.buyer)).statusCode).toBe(404);
    const bad = await t.get(url(ids.buyer!, 'nope', ids.to!), tokens.buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('params.dealershipId');
  });
});

describe('transport details: a dealership the caller may not see', () => {
  const detail = async (from: string, to: string) => {
    const response = await t.get(url(ids.buyer!, from, to), tokens.buyer);
    return [response.statusCode, response.json<{ detail: string }>().detail];
  };

  it('is told as an unknown one (404, the same words): a destination of another group, a start no vehicle shows', async () => {
    const unknown = await detail(ids.from!, randomUUID());
    expect(unknown[0]).toBe(404);
    expect(await detail(ids.from!, ids.bare!)).toEqual(unknown);
    expect(await detail(ids.bare!, ids.to!)).toEqual(unknown);
    expect(await detail(randomUUID(), ids.to!)).toEqual(unknown);
  });
});

describe('rate limit', () => {
  it('cuts off one IP after the per-minute allowance on the public page only', async () => {
    let last = 0;
    for (let i = 0; i < publicBidRequestsPerMinute + 1; i++) last = (await t.get(`/api/transportation/bid/${pendingUid}`)).statusCode;
    expect(last).toBe(429);
    const signedIn = await t.get(`/api/transportation/details/user/${ids.buyer}/transport/from/${ids.from}/to/${ids.to}`, tokens.buyer);
    expect(signedIn.statusCode).toBe(200);
  });
});
