import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dayIn } from '@dtn/contracts/domain/standing-order';
import { insertBuyListItem, placeStandingOrderRow } from '@dtn/projections/read-models/buy-list/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

// The seller's dealership is in Springfield IL; Decatur is ~37 miles away.
const springfield = { latitude: 39.7817, longitude: -89.6501 };
const decatur = { latitude: 39.8403, longitude: -88.9548 };
const now = new Date('2026-06-01T15:00:00Z');

let t: QueryTestApp;
let sellerToken: string;
let dealershipId: string;
let othersDealershipId: string;
let buyerToken: string;
let cappedId: string;
let expiredId: string;

beforeAll(async () => {
  t = await startQueryTestApp({ now: () => now });
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  dealershipId = await insertDealership(db, { dealerGroupId: own, ...springfield });
  othersDealershipId = await insertDealership(db, { dealerGroupId: other, ...decatur });
  const seller = await insertUser(db, { role: 'SalesAssociate', sellAuthority: true, dealerGroupId: own });
  sellerToken = await t.tokenFor(seller.email);
  const buyer = await insertUser(db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: other });
  buyerToken = await t.tokenFor(buyer.email);
  const colleague = await insertUser(db, { role: 'SalesAssociate', buyAuthority: true, dealerGroupId: own });
  const order = async (
    userId: string,
    dealerGroupId: string,
    terms: Parameters<typeof placeStandingOrderRow>[2],
    offered = [] as { day: string; amount: number }[],
  ) => {
    const id = await insertBuyListItem(db, { userId, dealerGroupId, ...decatur, searchRadius: 50 });
    await placeStandingOrderRow(db, id, terms, offered);
    return id;
  };
  await order(buyer.id, other, { userId: buyer.id, maxPrice: 20_000 });
  await order(buyer.id, other, { userId: buyer.id, maxPrice: 15_000 });
  // Not counted: another trim, a cap spent today, a share of a value nobody knows, the seller's own group.
  await order(buyer.id, other, { userId: buyer.id, trims: ['Touring'] });
  cappedId = await order(buyer.id, other, { userId: buyer.id, maxUnitsPerDay: 1 }, [{ day: dayIn(now, 'America/Chicago'), amount: 9_000 }]);
  await order(buyer.id, other, { userId: buyer.id, maxPercentOfValue: 90 });
  await order(colleague.id, own, { userId: colleague.id });
  expiredId = await order(buyer.id, other, { userId: buyer.id, endsAt: '2026-05-31T00:00:00.000Z' });
  // Yesterday's offers do not count against today.
  await order(buyer.id, other, { userId: buyer.id, maxPrice: 12_000, maxUnitsPerDay: 1 }, [{ day: '2026-05-31', amount: 9_000 }]);
});

afterAll(() => t.close());

const url = (over: Record<string, string> = {}) =>
  `/api/buylist/query/standing-orders?${new URLSearchParams({ dealershipId, make: 'honda', model: 'ACCORD', year: '2020', trim: 'LX', listPrice: '18000', ...over }).toString()}`;

describe('GET /api/buylist/query/standing-orders', () => {
  it('counts other groups’ orders that would bid, with their amounts highest first and no buyer named', async () => {
    const response = await t.call({ method: 'GET', url: url(), token: sellerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3, prices: [18_000, 15_000, 12_000] });
    // Without a price yet: what each would pay at most.
    const { listPrice: _none, ...rest } = Object.fromEntries(new URL(url(), 'http://x').searchParams);
    const open = await t.call({
      method: 'GET',
      url: `/api/buylist/query/standing-orders?${new URLSearchParams(rest).toString()}`,
      token: sellerToken,
    });
    expect(open.json()).toEqual({ count: 3, prices: [20_000, 15_000, 12_000] });
  });

  it('answers 404 for another group’s dealership, 400 naming the field, 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: url({ dealershipId: othersDealershipId }), token: sellerToken })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: url({ year: 'x' }), token: sellerToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['querystring.year']);
    expect((await t.call({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('the buy list item’s autoOffer', () => {
  it('answers the order with today’s offers in its zone, and expired once its end has passed', async () => {
    const capped = await t.call({ method: 'GET', url: `/api/buylist/${cappedId}`, token: buyerToken });
    expect(capped.statusCode).toBe(200);
    expect(capped.json<{ autoOffer: unknown }>().autoOffer).toEqual({
      dealershipId: expect.any(String),
      trims: [],
      maxMileage: null,
      listingTypes: [],
      maxPrice: 20_000,
      maxPercentOfValue: null,
      endsAt: '2100-01-01T00:00:00.000Z',
      maxUnitsPerDay: 1,
      maxDollarsPerDay: 100_000,
      paused: false,
      status: 'active',
      pausedReason: null,
      offersMade: 1,
      today: { units: 1, dollars: 9_000 },
    });
    const expired = await t.call({ method: 'GET', url: `/api/buylist/${expiredId}`, token: buyerToken });
    expect(expired.json<{ autoOffer: { status: string } }>().autoOffer.status).toBe('expired');
  });
});
