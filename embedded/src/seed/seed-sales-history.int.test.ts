import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { marketValueWindowDays, minMarketSample } from '@dtn/contracts/constants';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Notification } from '@dtn/contracts/entities/notification';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { offerIdFor } from '@dtn/command-service/offer/handlers';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore, Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { listenForTests, type TestRequest } from '@dtn/platform/http/test-app';
import { soldVehicleIds } from '@dtn/projections/read-models/inventory/queries';
import { offerCount } from '@dtn/projections/read-models/offers/queries';
import { waitForCatchUp } from '@dtn/projections';
import { createEmbeddedServer, type EmbeddedServer } from '../embedded-server';
import { generateDemoData } from './demo-data';

/** Issue 34: the demo world seeds the network's sales history through the commands, and the demo
 * reset, which undoes sales made since the seed, keeps it. A small inventory, the full history.
 * Seeded as of the machine's clock: the query side reads the market figures at its own now. */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 60, salesHistory: true });
const dayMs = 86_400_000;
const historyIds = data.sales.map((s) => inventoryIdFor(s.vehicle.dealershipId, s.vehicle.vin));

let db: TestDatabase;
let store: EventStore;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
const tokens: Record<string, string> = {};
const as = (who: string, request: TestRequest): TestRequest => ({ ...request, headers: { authorization: `Bearer ${tokens[who]}` } });
const settle = async () => {
  const head = await store.headPosition();
  if (head) await waitForCatchUp(db, head, { timeoutMs: 30_000 });
};

/** Every event in the store, in order. */
async function allEvents(): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let from: Position | undefined;
  for (;;) {
    const batch = await store.readAll({ from, maxCount: 5000 });
    if (batch.length === 0) return events;
    events.push(...batch);
    from = batch.at(-1)!.position;
  }
}

/** From the log: each won offer's cohort and when it was accepted. */
async function wonOffers(): Promise<{ cohort: string; at: number }[]> {
  const events = await allEvents();
  const cohorts = new Map<string, string>();
  for (const e of events.filter((e) => e.type === 'OfferSubmitted')) {
    const d = e.data as { offerId: string; year: number; make: string; model: string };
    cohorts.set(d.offerId, `${d.year} ${d.make} ${d.model}`);
  }
  return events
    .filter((e) => e.type === 'OfferAccepted')
    .map((e) => ({ cohort: cohorts.get((e.data as { offerId: string }).offerId)!, at: Date.parse(e.metadata.occurredAt as string) }));
}

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createPostgresEventStore(db, { pollIntervalMs: 10 });
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  call = await listenForTests(server.app);
  for (const who of ['admin@dtn.example', 'principal@lonestar.example', 'principal@pacific.example']) {
    tokens[who] = (await call({ method: 'POST', url: '/auth/dev/token', payload: { email: who } })).json<{
      access_token: string;
    }>().access_token;
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
});

describe('the seeded sales history', () => {
  it('is a few thousand won offers over the past 180 days, accepted at their own past times, their vehicles sold', async () => {
    const won = await wonOffers();
    expect(won.length).toBe(data.sales.length);
    expect(won.length).toBeGreaterThan(2000);
    expect(won.every(({ at }) => at < now.getTime() && at >= now.getTime() - 180 * dayMs)).toBe(true);
    expect(await offerCount(db, { status: 'won' })).toBe(data.sales.length);
    expect((await soldVehicleIds(db, historyIds)).size).toBe(data.sales.length);
  });

  it("gives common cohorts at least the value's sample in its window, and leaves some with fewer", async () => {
    const recent = new Map<string, number>();
    for (const { cohort, at } of await wonOffers()) {
      if (at >= now.getTime() - marketValueWindowDays * dayMs) recent.set(cohort, (recent.get(cohort) ?? 0) + 1);
    }
    const counts = [...recent.values()];
    expect(counts.filter((n) => n >= minMarketSample).length).toBeGreaterThan(100);
    expect(counts.some((n) => n < minMarketSample)).toBe(true);
  });

  it("gives the demo's vehicles a network value where their cohort sold enough, and none where it did not", async () => {
    const recent = new Map<string, number>();
    for (const { cohort, at } of await wonOffers()) {
      if (at >= now.getTime() - marketValueWindowDays * dayMs) recent.set(cohort, (recent.get(cohort) ?? 0) + 1);
    }
    const unsold = data.vehicles.filter((v) => !v.sold && !v.tradeIn);
    const items = await Promise.all(
      unsold.map(async (v) => {
        const url = `/api/inventory/id/${inventoryIdFor(v.dealershipId, v.vin)}`;
        const item = (await call(as('principal@lonestar.example', { url }))).json<InventoryItem>();
        return { sales: recent.get(`${v.year} ${v.make} ${v.model}`) ?? 0, market: item.market };
      }),
    );
    const common = items.filter((i) => i.sales >= minMarketSample);
    const rare = items.filter((i) => i.sales < minMarketSample);
    expect(common.length).toBeGreaterThan(unsold.length / 2);
    expect(rare.length).toBeGreaterThan(0);
    for (const { market } of common) {
      expect(market.value).toBeGreaterThan(0);
      expect(market.low! <= market.value! && market.value! <= market.high!).toBe(true);
      expect(market.sampleSize).toBeGreaterThanOrEqual(minMarketSample);
      expect(market.priceToMarket).toBeGreaterThan(0);
    }
    for (const { market } of rare) expect(market).toMatchObject({ value: null, low: null, high: null, priceToMarket: null });
    expect(items.filter((i) => i.market.value !== null).length / items.length).toBeGreaterThan(0.7);
  });

  it("reaches nobody's notifications or bid lists: it predates the staff's accounts and both sides cleared it", async () => {
    const history = new Set(historyIds);
    for (const who of ['principal@lonestar.example', 'principal@pacific.example']) {
      // At most the day's aging digest of the demo's own stock: no bid, sale or vehicle of the history.
      const { results } = (await call(as(who, { url: '/api/notification/list?page=1&pageSize=100' }))).json<{
        results: Notification[];
      }>();
      expect(results.filter((n) => n.notificationType !== 'AgingDigest')).toEqual([]);
      const vehicles = results.flatMap((n) => [n.inventoryId, ...(n.agingVehicles ?? []).map((v) => v.inventoryId)]);
      expect(vehicles.filter((id) => id !== null && history.has(id))).toEqual([]);
      expect((await call(as(who, { url: '/api/offer/user' }))).json()).toEqual([]);
      expect((await call(as(who, { url: '/api/offer/incoming' }))).json()).toEqual([]);
    }
  });

  it('is kept by the demo reset, which undoes only the sale made since the seed', async () => {
    const vehicle = data.vehicles.find(
      (v) => !v.sold && data.dealerships.find((d) => d.id === v.dealershipId)!.dealerGroupId === data.dealerGroups[0]!.id,
    )!;
    const inventoryId = inventoryIdFor(vehicle.dealershipId, vehicle.vin);
    const buyer = data.users.find((u) => u.email === 'principal@pacific.example')!;
    const seller = data.users.find((u) => u.email === 'principal@lonestar.example')!;
    const actor = (u: typeof buyer) => ({ id: u.id, role: u.role, dealerGroupId: u.dealerGroupId });
    await server.offers.submitOffer({ inventoryId, offerAmount: 10_000 }, { actor: actor(buyer) });
    await server.offers.acceptOffer({ inventoryId, offerId: offerIdFor(buyer.id, inventoryId) }, { actor: actor(seller) });
    await settle();
    expect(await offerCount(db, { status: 'won' })).toBe(data.sales.length + 1);

    const res = await call(as('admin@dtn.example', { url: '/api/demo/reset' }));
    expect(res.json()).toMatchObject({ relisted: 1, offersClosed: 1 });
    await settle();
    expect(await offerCount(db, { status: 'won' })).toBe(data.sales.length);
    expect((await soldVehicleIds(db, [inventoryId, ...historyIds])).size).toBe(data.sales.length);
    expect((await wonOffers()).length).toBe(data.sales.length + 1);
  });
});
