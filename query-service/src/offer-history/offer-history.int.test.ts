import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds, type OfferEvent } from '@dtn/contracts';
import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertOffer, setOfferStatus } from '@dtn/projections/read-models/offers/testing';
import { insertTransportBid, setTransportBidStatus } from '@dtn/projections/read-models/transport-bids/testing';
import { insertTransportVendor } from '@dtn/projections/read-models/transport-vendors/testing';
import { insertUser, renameUser } from '@dtn/projections/read-models/users/testing';
import { startOffersTestApp, type OffersTestApp } from '../testing/offers-test-app';
import { readOfferHistory } from './history';
import { formatHistory, verifyOffer } from './verify';

let t: OffersTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const offerId = randomUUID();
const transportStageOfferId = randomUUID();
const bidA = randomUUID();
const bidB = randomUUID();
const instantOfferId = randomUUID();
const standingOrderId = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 12, minute)).toISOString();

beforeAll(async () => {
  t = await startOffersTestApp();
  const { db } = t;
  const buyerGroup = await insertDealerGroup(db);
  const sellerGroup = await insertDealerGroup(db);
  const otherGroup = await insertDealerGroup(db);
  const people = {
    admin: await insertUser(db, { role: 'Admin', dealerGroupId: null }),
    buyerPrincipal: await insertUser(db, { role: 'DealerPrincipal', dealerGroupId: buyerGroup }),
    sellerPrincipal: await insertUser(db, { role: 'DealerPrincipal', dealerGroupId: sellerGroup }),
    otherPrincipal: await insertUser(db, { role: 'DealerPrincipal', dealerGroupId: otherGroup }),
    buyer: await insertUser(db, { role: 'SalesManager', buyAuthority: true, dealerGroupId: buyerGroup }),
    seller: await insertUser(db, { role: 'SalesManager', sellAuthority: true, dealerGroupId: sellerGroup }),
    bdc: await insertUser(db, { role: 'BDCManager', dealerGroupId: sellerGroup }),
  };
  for (const [name, person] of Object.entries(people)) {
    ids[name] = person.id;
    await renameUser(db, person.id, name);
    tokens[name] = await t.tokenFor(person.email);
  }
  ids.vendorA = await insertTransportVendor(db);
  ids.vendorB = await insertTransportVendor(db);
  ids.inventory = randomUUID();
  ids.sellerDealership = randomUUID();
  ids.destination = randomUUID();
  const parties = {
    offerId,
    inventoryId: ids.inventory,
    vin: '1HGCM82633A004352',
    year: 2020,
    make: 'Honda',
    model: 'Accord',
    buyerUserId: ids.buyer!,
    buyerDealerGroupId: buyerGroup,
    sellerDealerGroupId: sellerGroup,
    sellerDealershipId: ids.sellerDealership,
  };
  const steps: [OfferEvent, string | null, number][] = [
    [
      {
        type: 'TransportRequested',
        data: {
          ...parties,
          destinationDealershipId: ids.destination,
          transportationSearchRadius: 50,
          distanceInKm: 80,
          expirationDateTime: at(0 + 24 * 60),
          transportBids: [
            { id: bidA, uid: 'a'.repeat(32), transportVendorId: ids.vendorA, distanceInKm: 10 },
            { id: bidB, uid: 'b'.repeat(32), transportVendorId: ids.vendorB, distanceInKm: 20 },
          ],
        },
      },
      ids.buyer!,
      0,
    ],
    // Vendors never sign in: no actor.
    [{ type: 'TransportBidQuoted', data: { offerId, transportBidId: bidA, bidAmount: 400 } }, null, 5],
    [{ type: 'TransportBidSelected', data: { offerId, transportBidId: bidA } }, ids.buyer!, 10],
    [
      { type: 'OfferSubmitted', data: { ...parties, offerAmount: 20000, transportOfferAmount: 400, total: 20400, currency: 'USD' } },
      ids.buyer!,
      15,
    ],
    [{ type: 'OfferAccepted', data: { offerId, inventoryId: ids.inventory, byUserId: ids.seller! } }, ids.seller!, 20],
  ];
  await appendSteps(offerId, steps);
  // A second offer of the same buyer, still in its transport stage: not shown to the seller yet.
  const [requested] = steps[0]!;
  if (requested.type !== 'TransportRequested') throw new Error('the story opens with the transport request');
  await appendSteps(transportStageOfferId, [
    [{ ...requested, data: { ...requested.data, offerId: transportStageOfferId, inventoryId: randomUUID() } }, ids.buyer!, 30],
  ]);
  // An instant offer: the buyer's standing order made it for them (issue 35).
  const instant = { ...parties, offerId: instantOfferId, inventoryId: randomUUID() };
  const origin = { standingOrderId, endsAt: at(60) };
  const offered = { ...instant, offerAmount: 18000, transportOfferAmount: null, total: 18000, currency: 'USD' as const, origin };
  await appendSteps(instantOfferId, [[{ type: 'OfferSubmitted', data: offered }, ids.buyer!, 40]], { standingOrderId });
});

async function appendSteps(id: string, steps: [OfferEvent, string | null, number][], onBehalfOf: Record<string, string> = {}) {
  let revision: bigint | 'no_stream' = 'no_stream';
  for (const [event, userId, minute] of steps) {
    const metadata = { userId, ...onBehalfOf, correlationId: randomUUID(), occurredAt: at(minute) };
    const result = await t.store.appendToStream(streamIds.offer(id), [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
      expectedRevision: revision,
    });
    revision = result.nextExpectedRevision;
  }
}

afterAll(() => t.close());

const withoutInstance = ({ instance: _instance, ...problem }: { instance?: string }) => problem;
const history = (who?: string, id: string = offerId) => t.get(`/api/offer/${id}/history`, who ? tokens[who] : undefined);

describe('GET /api/offer/:id/history', () => {
  it('names the standing order that made an instant offer beside its owner', async () => {
    const response = await history('admin', instantOfferId);
    expect(response.statusCode).toBe(200);
    const [submitted] = response.json<OfferHistoryEntry[]>();
    expect(submitted!.actor).toEqual({ userId: ids.buyer, firstName: 'buyer', lastName: 'Doe', standingOrderId });
    expect(submitted!.data).toMatchObject({ origin: { standingOrderId } });
  });

  it('lists the events in order with actor, time, data and the state after each', async () => {
    const response = await history('admin');
    expect(response.statusCode).toBe(200);
    const entries = response.json<OfferHistoryEntry[]>();
    expect(entries.map((e) => [e.revision, e.type, e.occurredAt, e.actor?.firstName ?? null, e.state.status])).toEqual([
      [0, 'TransportRequested', at(0), 'buyer', 'bidding-transportation'],
      [1, 'TransportBidQuoted', at(5), null, 'bidding-transportation'],
      [2, 'TransportBidSelected', at(10), 'buyer', 'bid'],
      [3, 'OfferSubmitted', at(15), 'buyer', 'submitted'],
      [4, 'OfferAccepted', at(20), 'seller', 'won'],
    ]);
    expect(entries[4]!.actor).toEqual({ userId: ids.seller, firstName: 'seller', lastName: 'Doe', standingOrderId: null });
    expect(entries[1]!.data).toEqual({ offerId, transportBidId: bidA, bidAmount: 400 });
    // The state after the quote carries the quoted bid; after the selection, the other one lost.
    const bidsAfter = (index: number) => (entries[index]!.state.transport as { bids: { status: string; bidAmount: number | null }[] }).bids;
    expect(bidsAfter(1).map((b) => [b.status, b.bidAmount])).toEqual([
      ['submitted', 400],
      ['pending', null],
    ]);
    expect(bidsAfter(2).map((b) => b.status)).toEqual(['won', 'lost']);
    expect(entries[3]!.state).toMatchObject({ offerAmount: 20000, transportOfferAmount: 400 });
  });

  it("is open to the DealerPrincipal of either side's group", async () => {
    // ...who must not learn the vendors' quote links from it: the uids are left out.
    const seen = await history('buyerPrincipal');
    expect(seen.body).not.toContain('a'.repeat(32));
    expect(seen.body).not.toContain('b'.repeat(32));
    expect(seen.body).not.toMatch(/"uid"/);
    expect((await history('buyerPrincipal')).statusCode).toBe(200);
    expect((await history('sellerPrincipal')).statusCode).toBe(200);
  });

  it('is 403 for staff below principal who see the offer, 401 without a token', async () => {
    expect((await history('buyer')).statusCode).toBe(403);
    expect((await history('seller')).statusCode).toBe(403);
    expect((await history('bdc')).statusCode).toBe(403);
    expect((await history()).statusCode).toBe(401);
  });

  it("answers another group's principal exactly as an unknown offer: 404, the same detail", async () => {
    const unknown = await history('otherPrincipal', randomUUID());
    const theirs = await history('otherPrincipal');
    expect(theirs.statusCode).toBe(404);
    expect(withoutInstance(theirs.json())).toEqual(withoutInstance(unknown.json()));
  });

  it("is the seller's principal's only once the offer reached them: 404 in the transport stage", async () => {
    const unknown = await history('sellerPrincipal', randomUUID());
    const early = await history('sellerPrincipal', transportStageOfferId);
    expect(early.statusCode).toBe(404);
    expect(withoutInstance(early.json())).toEqual(withoutInstance(unknown.json()));
    expect((await history('seller', transportStageOfferId)).statusCode).toBe(404);
    // The buyer's side always may: its principal reads it, the buyer sees it (403, not 404).
    expect((await history('buyerPrincipal', transportStageOfferId)).statusCode).toBe(200);
    expect((await history('buyer', transportStageOfferId)).statusCode).toBe(403);
  });

  it('is 404 for an unknown offer and 400 for a bad id', async () => {
    expect((await history('admin', randomUUID())).statusCode).toBe(404);
    const bad = await history('admin', 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('params.id');
  });
});

describe('offer-history CLI pieces', () => {
  it('prints one line per event', async () => {
    const found = await readOfferHistory(t.store, t.db, offerId);
    const table = formatHistory(found!.entries).split('\n');
    expect(table).toHaveLength(2 + 5);
    expect(table[6]).toMatch(/^4\s+2025-03-01T12:20:00.000Z\s+OfferAccepted\s+seller Doe .*won$/);
  });

  it('--verify: reports every difference between the events and the live rows, none once they match', async () => {
    const found = (await readOfferHistory(t.store, t.db, offerId))!;
    expect(await verifyOffer(t.db, offerId, found)).toEqual([
      `offer: row ${offerId} is missing`,
      `transport bid: row ${bidA} is missing`,
      `transport bid: row ${bidB} is missing`,
    ]);
    await insertOffer(t.db, {
      id: offerId,
      inventoryId: ids.inventory!,
      buyerUserId: ids.buyer!,
      buyerDealerGroupId: found.parties.buyerDealerGroupId,
      sellerDealerGroupId: found.parties.sellerDealerGroupId,
      sellerDealershipId: ids.sellerDealership!,
      status: 'submitted',
      offerAmount: 20000,
      transportOfferAmount: 400,
      destinationDealershipId: ids.destination,
      selectedTransportBidId: bidA,
      acceptedByUserId: ids.seller,
    });
    await insertTransportBid(t.db, { id: bidA, uid: 'a'.repeat(32), offerId, vendorId: ids.vendorA!, status: 'won', bidAmount: 400 });
    await insertTransportBid(t.db, { id: bidB, uid: 'b'.repeat(32), offerId, vendorId: ids.vendorB!, status: 'pending' });
    expect(await verifyOffer(t.db, offerId, found)).toEqual([
      'offer.status: expected won, live submitted',
      `transport bid ${bidB}.status: expected lost, live pending`,
    ]);
    await setOfferStatus(t.db, offerId, 'won');
    await setTransportBidStatus(t.db, bidB, 'lost');
    expect(await verifyOffer(t.db, offerId, found)).toEqual([]);
  });
});
