import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { recordPushes } from '@dtn/projections/push/record-pushes';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';
import { openEventStream, type EventStream } from './testing/event-stream';

/**
 * The live stream (GET /api/push) over real HTTP on the embedded server, fed by the projections
 * through push_log and LISTEN/NOTIFY on PostgreSQL: a push is read after its read model commits,
 * never before; a reconnect with Last-Event-ID misses nothing; no user hears another group's
 * offers.
 */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 120 });
const plano = data.dealerships.find((d) => d.name === 'Pacific Toyota Plano')!;
const [vehicleOne, vehicleTwo, vehicleThree, vehicleFour] = data.vehicles
  .filter((v) => v.dealershipId === plano.id && !v.sold)
  .map((v) => inventoryIdFor(plano.id, v.vin));
const buyer = 'principal@lonestar.example';
const seller = 'principal@pacific.example';
const outsider = 'principal@heartland.example';
/** Of the seller's group: sells, does not buy (demo-organizations.ts). */
const staffMember = 'gm@pacific.example';

let db: TestDatabase;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
let baseUrl: string;
const tokens: Record<string, string> = {};
const streams: EventStream[] = [];

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const ok = (res: TestResponse) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
};
const stream = async (who: string, lastEventId?: string) => {
  const opened = await openEventStream(baseUrl, tokens[who]!, lastEventId ? { lastEventId } : {});
  streams.push(opened);
  return opened;
};
const json = (data: string) => JSON.parse(data) as Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  call = await listenForTests(server.app);
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  for (const who of [buyer, seller, outsider, staffMember]) {
    tokens[who] = ok(await call({ method: 'POST', url: '/auth/dev/token', payload: { email: who } })).json<{
      access_token: string;
    }>().access_token;
  }
}, 180_000);

afterAll(async () => {
  for (const open of streams) await open.close();
  await server.close();
  await db.dispose();
});

describe('live pushes (GET /api/push)', () => {
  let offerId: string;
  let buyerStream: EventStream;

  it('refuses a stream without a token', async () => {
    expect((await fetch(`${baseUrl}/api/push`)).status).toBe(401);
  });

  it("tells the seller's staff of a new bid once it is readable, and the buyer of their own offer", async () => {
    const sellerStream = await stream(seller);
    buyerStream = await stream(buyer);
    await sellerStream.next((e) => e.event === 'ready');

    const bid = ok(
      await call({
        method: 'POST',
        url: '/api/offer',
        headers: as(buyer),
        payload: { inventoryId: vehicleOne, offerAmount: 21000, status: 'submitted' },
      }),
    );
    offerId = bid.json<{ id: string }>().id;
    const pushed = await sellerStream.next((e) => e.event === 'offer' && json(e.data).offerId === offerId);
    // Read at once, without a position to wait for: the push came after the commit.
    const incoming = ok(await call({ url: '/api/offer/incoming', headers: as(seller) })).json<
      { offers: { id: string; status: string }[] }[]
    >();
    expect(incoming.flatMap((g) => g.offers)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: offerId, status: 'submitted' })]),
    );
    expect(json(pushed.data)).toMatchObject({ offerId, status: 'submitted' });
    // The bell: the seller's NewOffer notification (raised for the whole sell staff in one push,
    // each hearing their own notification's id), and the buyer's stream hears its own offer.
    const raised = await sellerStream.next((e) => e.event === 'notification' && json(e.data).notificationType === 'NewOffer');
    const { notificationId } = json(raised.data) as { notificationId: string };
    ok(await call({ url: `/api/notification/${notificationId}`, headers: as(seller) }));
    await buyerStream.next((e) => e.event === 'offer' && json(e.data).offerId === offerId);
  });

  it("never tells a user of another group's offers", async () => {
    const outsiderStream = await stream(outsider);
    await outsiderStream.next((e) => e.event === 'ready');
    // The seller replies on the first offer; then the outsider bids on the second vehicle: its own
    // push comes after the reply's, so by then the reply would have reached it.
    ok(
      await call({
        method: 'POST',
        url: `/api/offer/${offerId}/conversation`,
        headers: as(seller),
        payload: { message: 'Can you do 21,500?' },
      }),
    );
    const own = ok(
      await call({
        method: 'POST',
        url: '/api/offer',
        headers: as(outsider),
        payload: { inventoryId: vehicleTwo, offerAmount: 19000, status: 'submitted' },
      }),
    );
    await outsiderStream.next((e) => e.event === 'offer' && json(e.data).offerId === own.json<{ id: string }>().id);
    expect(outsiderStream.events.filter((e) => e.data.includes(offerId))).toEqual([]);
  });

  it('resumes from Last-Event-ID: a reconnecting buyer receives what it missed, in order', async () => {
    const message = await buyerStream.next((e) => e.event === 'message' && json(e.data).offerId === offerId);
    await buyerStream.close();
    // While the buyer is away: the seller writes again and accepts.
    ok(await call({ method: 'POST', url: `/api/offer/${offerId}/conversation`, headers: as(seller), payload: { message: 'Deal.' } }));
    ok(await call({ method: 'PUT', url: `/api/offer/inventory/${vehicleOne}/approve/${offerId}`, headers: as(seller) }));

    const back = await stream(buyer, message.id);
    const won = await back.next((e) => e.event === 'offer' && json(e.data).status === 'won');
    const replayed = back.events.filter((e) => e.id !== undefined && e.event !== 'ready');
    expect(replayed.map((e) => e.event)).toEqual(expect.arrayContaining(['message', 'offer', 'notification']));
    expect(replayed.filter((e) => e.event === 'message')).toHaveLength(1); // the one missed, not the one seen
    expect(replayed.indexOf(won)).toBeGreaterThan(replayed.findIndex((e) => e.event === 'message'));
    const ids = replayed.map((e) => e.id!);
    expect([...ids].sort(compareCursors)).toEqual(ids);
  });

  it('holds a push back while its transaction is open, and delivers it on commit', async () => {
    const buyerUser = data.users.find((u) => u.email === buyer)!;
    const open = await stream(buyer);
    await open.next((e) => e.event === 'ready');
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const writing = db.transaction(async (tx) => {
      await recordPushes(tx, [
        {
          key: `test:${Date.now()}`,
          at: new Date(),
          push: { kind: 'notification', userId: buyerUser.id, data: { change: 'raised', notificationId: 'held' } },
        },
      ]);
      await committed;
    });
    // Not readable while the transaction runs (NOTIFY fires on commit, and the hub reads only rows
    // below the oldest open transaction): nothing for a while, however long we wait.
    const beforeCommit = open.events.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(open.events.slice(beforeCommit).filter((e) => e.data.includes('held'))).toEqual([]);
    commit();
    await writing;
    await open.next((e) => e.event === 'notification' && json(e.data).notificationId === 'held');
  });

  it('stops telling a staff member of bids once their sell authority is removed (PUT /api/user/role), and tells them again once it is back', async () => {
    const member = data.users.find((u) => u.email === staffMember)!;
    const newOffers = async () =>
      ok(await call({ url: '/api/notification/list?notificationType=NewOffer', headers: as(staffMember) })).json<{
        results: { id: string; inventoryId: string }[];
      }>().results;
    const setSellAuthority = async (sellAuthority: boolean) => {
      const changed = ok(
        await call({
          method: 'PUT',
          url: '/api/user/role',
          headers: as(seller),
          payload: { userId: member.id, role: member.role, buyAuthority: member.buyAuthority, sellAuthority },
        }),
      );
      // Read back through the member's own token: the change reached the read model and the
      // users kept in memory (the push hub's as well) were dropped.
      const position = { 'x-min-position': changed.headers['x-event-position']! };
      await until(async () => {
        const user = ok(await call({ url: '/api/user/getuser', headers: { ...as(staffMember), ...position } }));
        return user.json<{ sellAuthority: boolean }>().sellAuthority === sellAuthority;
      });
    };
    const bid = async (inventoryId: string) =>
      ok(
        await call({
          method: 'POST',
          url: '/api/offer',
          headers: as(buyer),
          payload: { inventoryId, offerAmount: 20500, status: 'submitted' },
        }),
      ).json<{ id: string }>().id;
    const heard = await stream(staffMember);
    await heard.next((e) => e.event === 'ready');
    const [earlier] = await newOffers(); // the first bid's, heard while they could sell

    await setSellAuthority(false);
    const unheard = await bid(vehicleThree!);
    // Their own notification's read mark comes after the bid's pushes: by then those would have come.
    ok(await call({ method: 'PUT', url: `/api/notification/read/${earlier!.id}`, headers: as(staffMember) }));
    await heard.next((e) => e.event === 'notification' && json(e.data).change === 'read');
    expect(heard.events.filter((e) => e.data.includes(unheard) || json(e.data || '{}').notificationType === 'NewOffer')).toEqual([]);

    await setSellAuthority(true);
    const told = await bid(vehicleFour!);
    await heard.next((e) => e.event === 'offer' && json(e.data).offerId === told);
    await heard.next((e) => e.event === 'notification' && json(e.data).notificationType === 'NewOffer');
    const listed = (await newOffers()).map((n) => n.inventoryId);
    expect(listed).toContain(vehicleFour);
    expect(listed).not.toContain(vehicleThree);
  });
});

/** Polls an asynchronous condition, with a bound generous enough for a busy machine. */
async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function compareCursors(a: string, b: string): number {
  const [ax, ay] = a.split('.').map(BigInt);
  const [bx, by] = b.split('.').map(BigInt);
  if (ax !== bx) return ax! < bx! ? -1 : 1;
  return ay === by ? 0 : ay! < by! ? -1 : 1;
}
