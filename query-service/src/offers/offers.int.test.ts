import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertVehicle } from '@dtn/projections/read-models/inventory/testing';
import { insertOfferMessage } from '@dtn/projections/read-models/offer-messages/testing';
import { insertOffer } from '@dtn/projections/read-models/offers/testing';
import { insertTransportBid } from '@dtn/projections/read-models/transport-bids/testing';
import { insertTransportVendor } from '@dtn/projections/read-models/transport-vendors/testing';
import { insertUser, renameUser } from '@dtn/projections/read-models/users/testing';
import { startOffersTestApp, type OffersTestApp } from '../testing/offers-test-app';

const springfield = { latitude: 39.7817, longitude: -89.6501 };
const decatur = { latitude: 39.8403, longitude: -88.9548 };
const minute = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * minute);

let t: OffersTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const vendorUids: string[] = [];

beforeAll(async () => {
  t = await startOffersTestApp();
  const { db } = t;
  const seller = await insertDealerGroup(db);
  const buyerGroup = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  ids.sellerDealership = await insertDealership(db, { dealerGroupId: seller, ...springfield });
  ids.buyerDealership = await insertDealership(db, { dealerGroupId: buyerGroup, ...decatur });
  const people = {
    buyer: await insertUser(db, { role: 'SalesManager', buyAuthority: true, dealerGroupId: buyerGroup }),
    buyer2: await insertUser(db, { role: 'SalesManager', buyAuthority: true, dealerGroupId: other }),
    seller: await insertUser(db, { role: 'SalesManager', sellAuthority: true, dealerGroupId: seller }),
    otherSeller: await insertUser(db, { role: 'SalesManager', sellAuthority: true, dealerGroupId: other }),
    bdc: await insertUser(db, { role: 'BDCManager', dealerGroupId: seller }),
  };
  for (const [name, person] of Object.entries(people)) {
    ids[name] = person.id;
    await renameUser(db, person.id, name, '555-1234');
    tokens[name] = await t.tokenFor(person.email);
  }
  const vehicle = () => insertVehicle(db, { dealershipId: ids.sellerDealership!, dealerGroupId: seller });
  ids.v1 = await vehicle();
  ids.v2 = await vehicle();
  ids.v3 = await vehicle();
  ids.v4 = await vehicle();
  const parties = (buyer: 'buyer' | 'buyer2', inventoryId: string) => ({
    inventoryId,
    buyerUserId: ids[buyer]!,
    buyerDealerGroupId: buyer === 'buyer' ? buyerGroup : other,
    sellerDealerGroupId: seller,
    sellerDealershipId: ids.sellerDealership!,
  });
  ids.vendorA = await insertTransportVendor(db, { name: 'A Haulers' });
  ids.vendorB = await insertTransportVendor(db, { name: 'B Haulers' });
  // o1: the buyer won v1 with transport by vendor A, after a short chat.
  ids.o1 = randomUUID();
  const wonBid = await insertTransportBid(db, { offerId: ids.o1, vendorId: ids.vendorA, status: 'won', bidAmount: 450, distanceKm: 100 });
  const lostBid = await insertTransportBid(db, { offerId: ids.o1, vendorId: ids.vendorB, status: 'lost', bidAmount: 600, distanceKm: 120 });
  await insertOffer(db, {
    id: ids.o1,
    ...parties('buyer', ids.v1),
    status: 'won',
    offerAmount: 20000,
    transportOfferAmount: 450,
    expirationDateTime: ago(-600),
    selectedTransportBidId: wonBid.id,
    acceptedByUserId: ids.seller,
    destinationDealershipId: ids.buyerDealership,
    createdAt: ago(50),
  });
  ids.o1Bid = wonBid.id;
  await insertOfferMessage(db, { offerId: ids.o1, fromUserId: ids.buyer!, message: 'Is it clean?', sentAt: ago(40) });
  await insertOfferMessage(db, { offerId: ids.o1, fromUserId: ids.seller!, message: 'Spotless.', sentAt: ago(39) });
  // o2: the buyer is still collecting transport quotes on v2 (the seller does not see it).
  ids.o2 = await insertOffer(db, {
    ...parties('buyer', ids.v2),
    status: 'bidding-transportation',
    expirationDateTime: ago(-600),
    createdAt: ago(40),
  });
  const pendingBid = await insertTransportBid(db, { offerId: ids.o2, vendorId: ids.vendorA });
  vendorUids.push(wonBid.uid, lostBid.uid, pendingBid.uid);
  // o3: lost and dismissed by the buyer.
  ids.o3 = await insertOffer(db, {
    ...parties('buyer', ids.v3),
    status: 'lost',
    offerAmount: 100,
    buyerDismissed: true,
    createdAt: ago(30),
  });
  // buyer2: lost v1, bids on v2, in transport stage on v3, cancelled on v4 dismissed by the seller.
  ids.o4 = await insertOffer(db, { ...parties('buyer2', ids.v1), status: 'lost', offerAmount: 19000, createdAt: ago(20) });
  ids.o5 = await insertOffer(db, { ...parties('buyer2', ids.v2), status: 'submitted', offerAmount: 18000, createdAt: ago(10) });
  ids.o6 = await insertOffer(db, {
    ...parties('buyer2', ids.v3),
    status: 'bidding-transportation',
    expirationDateTime: ago(-600),
    createdAt: ago(5),
  });
  ids.o7 = await insertOffer(db, {
    ...parties('buyer2', ids.v4),
    status: 'cancelled',
    offerAmount: 500,
    sellerDismissed: true,
    createdAt: ago(1),
  });
});

afterAll(() => t.close());

const get = (url: string, who?: string) => t.get(url, who ? tokens[who] : undefined);

/** A transport bid's uid lets whoever holds it quote as the vendor (the public page). */
describe("the vendors' quote links", () => {
  it('never reach the buyer or the seller through any offer read', async () => {
    const reads: [string, string][] = [
      ['/api/offer/user', 'buyer'],
      [`/api/offer/user/inventory/${ids.v1}`, 'buyer'],
      [`/api/offer/user/inventory/${ids.v2}`, 'buyer'],
      ['/api/offer/incoming', 'seller'],
      [`/api/offer/incoming/${ids.o1}`, 'seller'],
    ];
    for (const [url, who] of reads) {
      const response = await get(url, who);
      expect(response.statusCode).toBe(200);
      for (const uid of vendorUids) expect(response.body).not.toContain(uid);
      expect(response.body).not.toMatch(/"uid"/);
    }
    expect(vendorUids).toHaveLength(3);
  });
});

describe('GET /api/offer/user', () => {
  it("lists the caller's not-dismissed offers newest first, with bids, chat and (won) contacts", async () => {
    const response = await get('/api/offer/user', 'buyer');
    expect(response.statusCode).toBe(200);
    const offers = response.json<Offer[]>();
    expect(offers.map((offer) => offer.id)).toEqual([ids.o2, ids.o1]);
    const [open, won] = offers as [Offer, Offer];
    expect(open).toMatchObject({
      status: 'bidding-transportation',
      offerAmount: null,
      total: 0,
      counterpartyContactDetails: null,
      winningTransportVendor: null,
      inventory: { id: ids.v2, make: 'Honda' },
      user: { firstName: 'buyer', lastName: 'Doe' },
    });
    expect(open.transportBidRequest?.transportBids).toEqual([
      expect.objectContaining({
        status: 'pending',
        bidAmount: null,
        transportVendor: { name: 'A Haulers', city: 'Peoria', state: 'IL', imageUrl: 'truck.png' },
      }),
    ]);
    expect(won).toMatchObject({
      status: 'won',
      offerAmount: 20000,
      transportOfferAmount: 450,
      total: 20450,
      currency: 'USD',
      destinationDealershipId: ids.buyerDealership,
      counterpartyContactDetails: { firstName: 'seller', lastName: 'Doe', title: 'Manager', phoneNumber: '555-1234' },
      winningTransportVendor: { name: 'A Haulers', contact: 'Tom Hauler', phoneNumber: '555-0100' },
    });
    expect(won.transportBidRequest?.selectedTransportBidId).toBe(ids.o1Bid);
    expect(won.transportBidRequest?.transportBids.map((bid) => [bid.status, bid.bidAmount, bid.distanceinKm])).toEqual([
      ['won', 450, 100],
      ['lost', 600, 120],
    ]);
    expect(won.conversation.messages.map((m) => [m.fromUserId, m.message])).toEqual([
      [ids.buyer, 'Is it clean?'],
      [ids.seller, 'Spotless.'],
    ]);
    expect(won.conversation.users.map((u) => u.firstName)).toEqual(['buyer', 'seller']);
  });

  it('shows no contact details to the loser', async () => {
    const offers = (await get('/api/offer/user', 'buyer2')).json<Offer[]>();
    expect(offers.find((offer) => offer.id === ids.o4)).toMatchObject({ status: 'lost', counterpartyContactDetails: null });
  });

  it('counts the same offers', async () => {
    expect((await get('/api/offer/user/count', 'buyer')).json()).toEqual({ count: 2 });
    expect((await get('/api/offer/user/count', 'buyer2')).json()).toEqual({ count: 4 });
  });

  it('needs a token and one of the permissions that open my bids (spec section 2)', async () => {
    expect((await get('/api/offer/user')).statusCode).toBe(401);
    expect((await get('/api/offer/user', 'bdc')).statusCode).toBe(403);
    expect((await get('/api/offer/user/count')).statusCode).toBe(401);
  });

  it('finding 1: answers a seller (AddConversationMessage opens my bids) with their own bids: none', async () => {
    expect((await get('/api/offer/user', 'seller')).json()).toEqual([]);
    expect((await get('/api/offer/user/count', 'seller')).json()).toEqual({ count: 0 });
    expect((await get(`/api/offer/user/inventory/${ids.v1}`, 'seller')).statusCode).toBe(204);
  });
});

describe('GET /api/offer/user/inventory/:id', () => {
  it("answers the caller's offer on the vehicle, or 204 without a body", async () => {
    const found = await get(`/api/offer/user/inventory/${ids.v1}`, 'buyer');
    expect(found.statusCode).toBe(200);
    expect(found.json<Offer>().id).toBe(ids.o1);
    // Dismissed still answers: it is the buyer's one offer on that vehicle.
    expect((await get(`/api/offer/user/inventory/${ids.v3}`, 'buyer')).json<Offer>().id).toBe(ids.o3);
    const none = await get(`/api/offer/user/inventory/${ids.v4}`, 'buyer');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('rejects a bad id, no token and no permission', async () => {
    const bad = await get('/api/offer/user/inventory/not-a-uuid', 'buyer');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('params.id');
    expect((await get(`/api/offer/user/inventory/${ids.v1}`)).statusCode).toBe(401);
    expect((await get(`/api/offer/user/inventory/${ids.v1}`, 'bdc')).statusCode).toBe(403);
  });
});

describe('GET /api/offer/incoming', () => {
  it("groups the seller group's bid-on offers by vehicle, newest first", async () => {
    const response = await get('/api/offer/incoming', 'seller');
    expect(response.statusCode).toBe(200);
    const groups = response.json<IncomingOfferGroup[]>();
    // v2: o5 (o2 is still in its transport stage); v1: o4 then o1; v3: o3 (dismissed by the
    // buyer only; o6 is in transport); v4's o7 was dismissed by the seller.
    expect(groups.map((group) => [group.inventory.id, group.offers.map((offer) => offer.id)])).toEqual([
      [ids.v2, [ids.o5]],
      [ids.v1, [ids.o4, ids.o1]],
      [ids.v3, [ids.o3]],
    ]);
    const won = groups[1]!.offers[1]!;
    expect(won.user).toEqual({ firstName: 'buyer', lastName: 'Doe', title: 'Manager', imageUrl: '' });
    // The seller sees the buyer's contact details once won.
    expect(won.counterpartyContactDetails).toMatchObject({ firstName: 'buyer', phoneNumber: '555-1234' });
  });

  it("shows another group only its own vehicles' offers", async () => {
    expect((await get('/api/offer/incoming', 'otherSeller')).json()).toEqual([]);
    expect((await get('/api/offer/incoming/count', 'otherSeller')).json()).toEqual({ count: 0 });
  });

  it('counts the submitted offers', async () => {
    expect((await get('/api/offer/incoming/count', 'seller')).json()).toEqual({ count: 1 });
  });

  it('needs a token and one of the permissions that open incoming bids (spec section 2)', async () => {
    expect((await get('/api/offer/incoming')).statusCode).toBe(401);
    expect((await get('/api/offer/incoming', 'bdc')).statusCode).toBe(403);
    expect((await get('/api/offer/incoming/count', 'bdc')).statusCode).toBe(403);
  });

  it("finding 1: answers a buyer (AddConversationMessage opens incoming bids) with their group's: none here", async () => {
    expect((await get('/api/offer/incoming', 'buyer')).json()).toEqual([]);
    expect((await get('/api/offer/incoming/count', 'buyer')).json()).toEqual({ count: 0 });
  });
});

describe('GET /api/offer/incoming/:id', () => {
  it("answers one offer to the vehicle's group", async () => {
    const response = await get(`/api/offer/incoming/${ids.o1}`, 'seller');
    expect(response.statusCode).toBe(200);
    expect(response.json<Offer>()).toMatchObject({ id: ids.o1, status: 'won', inventoryId: ids.v1, version: 0 });
    // The terms version as the entity tag an action sends back in If-Match.
    expect(response.headers.etag).toBe('"0"');
  });

  it("answers another group's offer and a still-in-transport one exactly as an unknown id (404)", async () => {
    const problem = async (id: string, who: string) => {
      const response = await get(`/api/offer/incoming/${id}`, who);
      const { instance: _instance, ...rest } = response.json<{ instance: string }>();
      return { status: response.statusCode, ...rest };
    };
    const unknown = await problem(randomUUID(), 'otherSeller');
    expect(unknown.status).toBe(404);
    expect(await problem(ids.o1!, 'otherSeller')).toEqual(unknown);
    expect(await problem(ids.o2!, 'seller')).toEqual(await problem(randomUUID(), 'seller'));
  });

  it('is 403 without ViewInboundOffer, 400 for a bad id, 401 without a token', async () => {
    expect((await get(`/api/offer/incoming/${ids.o1}`, 'bdc')).statusCode).toBe(403);
    expect((await get('/api/offer/incoming/12345', 'seller')).statusCode).toBe(400);
    expect((await get(`/api/offer/incoming/${ids.o1}`)).statusCode).toBe(401);
  });
});
