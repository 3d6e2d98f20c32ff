import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OfferEvent, streamIds } from '@dtn/contracts';
import type { Offer } from '@dtn/contracts/entities/offer';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { formatPosition, type EventStore } from '@dtn/platform/event-store/port';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { readOfferHistory } from '@dtn/query-service/offer-history/history';
import { verifyOffer } from '@dtn/query-service/offer-history/verify';
import { waitForCatchUp } from '@dtn/projections';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/**
 * A negotiation in timed rounds on the real server over real HTTP (issue 33): bid, the seller's
 * counter, the buyer's counter back, a stand, a last counter the buyer accepts (the vehicle sold
 * at it); answers out of turn (409), on moved terms (412 with the current ones) and out of the
 * round's bounds (400); and a turn left unanswered, reminded an hour before and lapsed when the
 * scheduler's clock passes the deadline.
 */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 200 });
const buyerEmail = 'principal@lonestar.example';
const buyerGroup = data.users.find((u) => u.email === buyerEmail)!.dealerGroupId!;
const principalOf = (groupId: string) => data.users.find((u) => u.dealerGroupId === groupId && u.role === 'DealerPrincipal')!.email;
const groupOf = new Map(data.dealerships.map((d) => [d.id, d.dealerGroupId]));
const forSale = data.vehicles
  .filter((v) => !v.sold && !v.tradeIn && groupOf.get(v.dealershipId) !== buyerGroup && /^\d+$/.test(v.data['List Price'] ?? ''))
  .map((v) => ({
    inventoryId: inventoryIdFor(v.dealershipId, v.vin),
    seller: principalOf(groupOf.get(v.dealershipId)!),
    listPrice: Number(v.data['List Price']),
  }));

describe('negotiation in timed rounds (real HTTP, real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let server: EmbeddedServer;
  let call: Awaited<ReturnType<typeof listenForTests>>;
  const tokens = new Map<string, string>();
  const as = (who: string, version?: number) => ({
    authorization: `Bearer ${tokens.get(who)!}`,
    ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await createPostgresEventStore(db);
    server = await createEmbeddedServer({ db, store, seed: { data, now }, adjustableClock: true, schedulerIntervalMs: 3_600_000 });
    call = await listenForTests(server.app);
    for (const who of new Set([buyerEmail, 'admin@dtn.example', ...forSale.slice(0, 2).map((v) => v.seller)])) {
      const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email: who } });
      tokens.set(who, res.json<{ access_token: string }>().access_token);
    }
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await store?.close();
    await db?.dispose();
  });

  const ok = (res: TestResponse) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return res;
  };
  /** The buyer's offer on the vehicle as the query side shows it, once it has the last write. */
  const myOffer = async (inventoryId: string, after: TestResponse): Promise<Offer> => {
    const position = after.headers['x-event-position'];
    const res = ok(
      await call({
        method: 'GET',
        url: `/api/offer/user/inventory/${inventoryId}`,
        headers: { ...as(buyerEmail), ...(typeof position === 'string' ? { 'x-min-position': position } : {}) },
      }),
    );
    return res.json<Offer>();
  };
  /** `offer-history --verify`: the read models of the offer equal its events, folded apart. */
  const verified = async (offerId: string) => {
    expect(await waitForCatchUp(db, (await store.headPosition())!, { timeoutMs: 60_000 })).toBe(true);
    const history = await readOfferHistory(store, db, offerId);
    expect(history!.entries.at(-1)!.state).toEqual(expect.objectContaining({ version: expect.any(Number), rounds: expect.any(Array) }));
    return verifyOffer(db, offerId, history!);
  };
  const events = async (offerId: string) => {
    const [read] = await store.readStreams([streamIds.offer(offerId)]);
    return read!.events.map((e) => OfferEvent.parse({ type: e.type, data: e.data }));
  };

  it('counters back and forth within the bounds, on each side’s turn, and sells at the counter the buyer accepts', async () => {
    const { inventoryId, seller, listPrice } = forSale[0]!;
    const bid = Math.round(listPrice * 0.8);
    let res = ok(
      await call({
        method: 'POST',
        url: '/api/offer',
        headers: as(buyerEmail),
        payload: { status: 'submitted', inventoryId, offerAmount: bid, transportOfferAmount: 250 },
      }),
    );
    let offer = await myOffer(inventoryId, res);
    expect(offer).toMatchObject({ status: 'submitted', turn: 'seller', offerAmount: bid });
    const deadline = Date.parse(offer.deadline!);
    expect(deadline - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const id = offer.id;

    // Out of turn: the buyer cannot counter or accept their own bid.
    expect(
      (await call({ method: 'POST', url: `/api/offer/${id}/counter`, headers: as(buyerEmail), payload: { amount: bid + 1 } })).statusCode,
    ).toBe(409);
    expect((await call({ method: 'PUT', url: `/api/offer/${id}/accept-terms`, headers: as(buyerEmail) })).statusCode).toBe(409);
    // Out of bounds: at the buyer's amount, or above the list price (400 naming the amount).
    const low = await call({
      method: 'POST',
      url: `/api/offer/${id}/counter`,
      headers: as(seller, offer.version),
      payload: { amount: bid },
    });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain('amount');
    const high = await call({ method: 'POST', url: `/api/offer/${id}/counter`, headers: as(seller), payload: { amount: listPrice + 1 } });
    expect(high.statusCode).toBe(400);

    // The seller counters at the list price, on the version they saw.
    res = ok(
      await call({
        method: 'POST',
        url: `/api/offer/${id}/counter`,
        headers: as(seller, offer.version),
        payload: { amount: listPrice, message: 'Fresh tyres.' },
      }),
    );
    const seen = offer.version;
    offer = await myOffer(inventoryId, res);
    expect(offer).toMatchObject({ turn: 'buyer', offerAmount: bid });
    expect(offer.rounds.map((r) => [r.side, r.kind, r.amount])).toEqual([
      ['buyer', 'bid', bid],
      ['seller', 'counter', listPrice],
    ]);
    // A second counter on the terms the seller saw before: 412 with the current terms.
    const stale = await call({
      method: 'POST',
      url: `/api/offer/${id}/counter`,
      headers: as(seller, seen),
      payload: { amount: listPrice - 1 },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: { turn: string; counterAmount: number } }>().current).toMatchObject({
      turn: 'buyer',
      counterAmount: listPrice,
    });
    // The seller may not approve their own counter's offer while the buyer's answer is awaited.
    expect((await call({ method: 'PUT', url: `/api/offer/inventory/${inventoryId}/approve/${id}`, headers: as(seller) })).statusCode).toBe(
      409,
    );

    // The buyer counters back between the two amounts, then stands by it after the seller's next.
    const buyerCounter = bid + 500;
    res = ok(
      await call({
        method: 'POST',
        url: `/api/offer/${id}/counter`,
        headers: as(buyerEmail, offer.version),
        payload: { amount: buyerCounter },
      }),
    );
    offer = await myOffer(inventoryId, res);
    expect(offer).toMatchObject({ turn: 'seller', offerAmount: buyerCounter, total: buyerCounter + 250 });
    res = ok(
      await call({
        method: 'POST',
        url: `/api/offer/${id}/counter`,
        headers: as(seller, offer.version),
        payload: { amount: listPrice - 100 },
      }),
    );
    offer = await myOffer(inventoryId, res);
    res = ok(await call({ method: 'PUT', url: `/api/offer/${id}/stand`, headers: as(buyerEmail, offer.version) }));
    offer = await myOffer(inventoryId, res);
    expect(offer).toMatchObject({ turn: 'seller', offerAmount: buyerCounter });
    res = ok(
      await call({
        method: 'POST',
        url: `/api/offer/${id}/counter`,
        headers: as(seller, offer.version),
        payload: { amount: listPrice - 200 },
      }),
    );
    offer = await myOffer(inventoryId, res);
    // The seller's third counter: no fourth, whatever the buyer answers.
    expect(offer.rounds.filter((r) => r.side === 'seller' && r.kind === 'counter')).toHaveLength(3);

    // The buyer accepts the last counter: won at it (transport as the buyer chose), the vehicle sold.
    res = ok(await call({ method: 'PUT', url: `/api/offer/${id}/accept-terms`, headers: as(buyerEmail, offer.version) }));
    offer = await myOffer(inventoryId, res);
    expect(offer).toMatchObject({ status: 'won', turn: null, deadline: null, offerAmount: listPrice - 200, total: listPrice - 200 + 250 });
    expect(offer.counterpartyContactDetails).not.toBeNull();
    const accepted = (await events(id)).find((e) => e.type === 'OfferAccepted');
    expect(accepted?.data).toMatchObject({
      side: 'buyer',
      offerAmount: listPrice - 200,
      transportOfferAmount: 250,
      total: listPrice - 200 + 250,
    });
    const [vehicle] = await store.readStreams([streamIds.inventory(inventoryId)]);
    expect(vehicle!.events.filter((e) => e.type === 'VehicleSold').map((e) => (e.data as { offerId: string }).offerId)).toEqual([id]);
    expect(await verified(id)).toEqual([]);
  });

  it('reminds the side whose turn it is an hour before the deadline, and lapses the offer when it passes', async () => {
    const { inventoryId, listPrice } = forSale[1]!;
    const res = ok(
      await call({
        method: 'POST',
        url: '/api/offer',
        headers: as(buyerEmail),
        payload: { status: 'submitted', inventoryId, offerAmount: Math.round(listPrice * 0.7) },
      }),
    );
    const offer = await myOffer(inventoryId, res);
    const advance = async (hours: number) =>
      ok(
        await call({ method: 'POST', url: '/api/dev/clock/advance', headers: as('admin@dtn.example'), payload: { minutes: hours * 60 } }),
      ).json<{
        expired: number;
        reminded: number;
      }>();
    // Only an Admin moves the clock.
    expect((await call({ method: 'POST', url: '/api/dev/clock/advance', headers: as(buyerEmail), payload: { hours: 1 } })).statusCode).toBe(
      403,
    );

    expect(await advance(22.5)).toEqual(expect.objectContaining({ expired: 0 }));
    expect((await events(offer.id)).some((e) => e.type === 'OfferReminderDue')).toBe(false);
    await advance(1);
    expect((await events(offer.id)).filter((e) => e.type === 'OfferReminderDue').map((e) => e.data)).toEqual([
      { offerId: offer.id, turn: 'seller', deadline: offer.deadline },
    ]);
    // Another pass in the same hour reminds nobody again.
    await server.scheduler.tick();
    expect((await events(offer.id)).filter((e) => e.type === 'OfferReminderDue')).toHaveLength(1);

    // Past the deadline: the offer lapses once (a pass again changes nothing), for both sides to see.
    await advance(1);
    await server.scheduler.tick();
    const lapsed = (await events(offer.id)).filter((e) => e.type === 'OfferExpired');
    expect(lapsed.map((e) => e.data)).toEqual([{ offerId: offer.id, inventoryId, turn: 'seller', deadline: offer.deadline }]);
    const head = await store.headPosition();
    const read = await call({
      method: 'GET',
      url: `/api/offer/user/inventory/${inventoryId}`,
      headers: { ...as(buyerEmail), 'x-min-position': formatPosition(head!) },
    });
    expect(read.json<Offer>()).toMatchObject({ status: 'expired', turn: null, deadline: null });
    // An expired offer takes no answer any more.
    expect((await call({ method: 'PUT', url: `/api/offer/${offer.id}/accept-terms`, headers: as(forSale[1]!.seller) })).statusCode).toBe(
      409,
    );
  });
});
