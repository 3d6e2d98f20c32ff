import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestRequest } from '@dtn/platform/http/test-app';
import { waitForCatchUp } from '@dtn/projections';
import { drainOutbox } from '@dtn/projections/outbox-drain';
import { inventoryById } from '@dtn/projections/read-models/inventory/queries';
import { userRowBySubject } from '@dtn/projections/read-models/users/testing';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/** Invitations end to end (send, outbox, sign-in as the invitee, accept, list, revoke) and the
 * demo reset, over real HTTP against the embedded server and a real database. */
const now = new Date('2025-03-01T12:00:00.000Z');
const data = generateDemoData(now, { vehicleCount: 60 });
const group = (slug: string) => data.dealerGroups.find((g) => g.slug === slug)!.id;
const storesOf = (slug: string) => data.dealerships.filter((d) => d.dealerGroupId === group(slug)).map((d) => d.id);

let db: TestDatabase;
let store: EventStore;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
const tokens: Record<string, string> = {};

const signIn = async (email: string) =>
  (await call({ method: 'POST', url: '/auth/dev/token', payload: { email } })).json<{ access_token: string }>().access_token;
const as = (who: string | null, request: TestRequest): TestRequest => ({
  ...request,
  headers: who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {},
});
const settle = async () => {
  const head = await store.headPosition();
  if (head) await waitForCatchUp(db, head, { timeoutMs: 30_000 });
};
const invite = (emailAddress: string, extra: object = {}) => ({
  emailAddress,
  userRole: 'SalesAssociate',
  buyAuthority: true,
  sellAuthority: false,
  dealerGroupId: group('pacific'),
  dealershipIds: [storesOf('pacific')[0]],
  ...extra,
});
const send = (who: string | null, body: object) => call(as(who, { method: 'POST', url: '/api/invite/sendinvite', payload: body }));
const outboxLink = async (to: string) => {
  const rows = (await call(as('admin@dtn.example', { url: '/api/dev/outbox' }))).json<{ toAddress: string; body: string }[]>();
  const body = rows.find((r) => r.toAddress === to)!.body;
  return new URL(/http[^\s>]+/.exec(body)![0]).searchParams.get('token')!;
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createPostgresEventStore(db, { pollIntervalMs: 10 });
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  call = await listenForTests(server.app);
  for (const who of [
    'admin@dtn.example',
    'principal@pacific.example',
    'gm@pacific.example',
    'principal@lonestar.example',
    'associate@pacific.example',
  ])
    tokens[who] = await signIn(who);
}, 120_000);

afterAll(async () => {
  await server.close();
  await db.dispose();
});

describe('invitations', () => {
  it('sends an invite whose email carries the accept link; the invitee signs in, accepts once and is a user', async () => {
    const res = await send('gm@pacific.example', invite('New.Hire@Example.com'));
    expect(res.statusCode).toBe(200);
    await settle();
    // An email that is no user yet gets a dev token only while it has a pending invite.
    expect((await call({ method: 'POST', url: '/auth/dev/token', payload: { email: 'nobody@example.com' } })).statusCode).toBe(404);
    tokens.invitee = await signIn('new.hire@example.com');
    expect((await call(as('invitee', { url: '/api/user/getuser' }))).statusCode).toBe(403);

    const token = await outboxLink('new.hire@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const accepted = await call(as('invitee', { method: 'POST', url: '/api/invite/accept', payload: { token } }));
    expect(accepted.statusCode).toBe(200);
    await settle();
    const me = (await call(as('invitee', { url: '/api/user/getuser' }))).json<{ role: string; dealerGroupId: string }>();
    expect(me).toMatchObject({ role: 'SalesAssociate', dealerGroupId: group('pacific') });
    expect(await userRowBySubject(db, 'dev|new.hire@example.com')).toMatchObject({
      user_id: 'dev|new.hire@example.com',
      email: 'new.hire@example.com',
      buy_authority: true,
      sell_authority: false,
      dealership_ids: [storesOf('pacific')[0]],
    });

    const again = await call(as('invitee', { method: 'POST', url: '/api/invite/accept', payload: { token } }));
    expect(again.statusCode).toBe(409);
    const list = (await call(as('gm@pacific.example', { url: `/api/invite/listinvites?status=Accepted` }))).json<{
      results: { email: string; status: string }[];
    }>();
    expect(list.results).toEqual([expect.objectContaining({ email: 'new.hire@example.com', status: 'Accepted' })]);
  });

  it('revokes a Pending invite; accepting it then is a 409, revoking again too', async () => {
    const { id } = (await send('principal@pacific.example', invite('later@example.com'))).json<{ id: string }>();
    await settle();
    const token = await outboxLink('later@example.com');
    tokens.later = await signIn('later@example.com');
    // Another group's invite is not there for Lone Star: the unknown id's 404.
    expect((await call(as('principal@lonestar.example', { method: 'PUT', url: `/api/invite/revoke?inviteId=${id}` }))).statusCode).toBe(
      404,
    );
    expect((await call(as('principal@pacific.example', { method: 'PUT', url: `/api/invite/revoke?inviteId=${id}` }))).statusCode).toBe(200);
    expect((await call(as('principal@pacific.example', { method: 'PUT', url: `/api/invite/revoke?inviteId=${id}` }))).statusCode).toBe(409);
    const res = await call(as('later', { method: 'POST', url: '/api/invite/accept', payload: { token } }));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toMatch(/revoked/);
  });

  it('refuses without appending: 401, 403 (permission, principal), 400 naming the field, 404 (unknown or other group)', async () => {
    const head = await store.headPosition();
    expect((await send(null, invite('x@example.com'))).statusCode).toBe(401);
    expect((await send('associate@pacific.example', invite('x@example.com'))).statusCode).toBe(403);
    expect((await send('gm@pacific.example', invite('x@example.com', { userRole: 'DealerPrincipal' }))).statusCode).toBe(403);
    expect((await send('principal@lonestar.example', invite('x@example.com'))).statusCode).toBe(404);
    const bad = await send('gm@pacific.example', invite('not-an-email', { dealershipIds: [] }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/emailAddress/);
    const admin = await send('admin@dtn.example', invite('x@example.com', { userRole: 'Admin' }));
    expect(admin.statusCode).toBe(400);
    expect(JSON.stringify(admin.json())).toMatch(/userRole/);
    const foreignStore = await send('gm@pacific.example', invite('x@example.com', { dealershipIds: [storesOf('lonestar')[0]] }));
    expect(foreignStore.statusCode).toBe(400);
    expect(JSON.stringify(foreignStore.json())).toMatch(/dealershipIds\[0\]/);
    expect(
      (await send('admin@dtn.example', invite('x@example.com', { dealerGroupId: '00000000-0000-4000-8000-00000000dead' }))).statusCode,
    ).toBe(404);
    expect(
      (await call(as('gm@pacific.example', { method: 'PUT', url: '/api/invite/revoke?inviteId=00000000-0000-4000-8000-00000000dead' })))
        .statusCode,
    ).toBe(404);
    expect((await call(as('gm@pacific.example', { method: 'PUT', url: '/api/invite/revoke?inviteId=nope' }))).statusCode).toBe(400);
    expect((await call(as('invitee', { method: 'POST', url: '/api/invite/accept', payload: { token: 'x'.repeat(43) } }))).statusCode).toBe(
      409,
    );
    expect((await call({ method: 'POST', url: '/api/invite/accept', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(401);
    expect(await store.headPosition()).toEqual(head);
  });

  it('lets an Admin invite a DealerPrincipal; lists only the own group unless Admin', async () => {
    expect((await send('admin@dtn.example', invite('boss@example.com', { userRole: 'DealerPrincipal' }))).statusCode).toBe(200);
    await settle();
    expect(
      (await call(as('principal@lonestar.example', { url: `/api/invite/listinvites?dealerGroupId=${group('pacific')}` }))).statusCode,
    ).toBe(404);
    expect((await call(as('principal@lonestar.example', { url: '/api/invite/listinvites' }))).json()).toEqual({
      page: 1,
      pageCount: 0,
      totalCount: 0,
      results: [],
    });
    const pacific = (
      await call(
        as('admin@dtn.example', { url: `/api/invite/listinvites?dealerGroupId=${group('pacific')}&status=Pending&status=Revoked` }),
      )
    ).json<{ results: { email: string }[] }>();
    expect(pacific.results.map((i) => i.email).sort()).toEqual(['boss@example.com', 'later@example.com']);
    expect((await call(as('associate@pacific.example', { url: '/api/invite/listinvites' }))).statusCode).toBe(403);
  });

  it('is accepted only by the invited email; an email with an account or a Pending invite gets no other', async () => {
    expect((await send('gm@pacific.example', invite('first@example.com'))).statusCode).toBe(200);
    expect((await send('gm@pacific.example', invite('second@example.com'))).statusCode).toBe(200);
    await settle();
    const firstToken = await outboxLink('first@example.com');
    tokens.second = await signIn('second@example.com');
    const head = await store.headPosition();
    // Whoever holds a forwarded or leaked link, signed in as someone else: 403, nothing appended.
    const stolen = await call(as('second', { method: 'POST', url: '/api/invite/accept', payload: { token: firstToken } }));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json<{ detail: string }>().detail).toMatch(/another email address/);
    // One account and one Pending invite per email, in any letter case.
    const pending = await send('gm@pacific.example', invite('FIRST@example.com'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ detail: string }>().detail).toMatch(/already pending/);
    const member = await send('gm@pacific.example', invite('Associate@Pacific.example'));
    expect(member.statusCode).toBe(409);
    expect(member.json<{ detail: string }>().detail).toMatch(/already has an account/);
    expect(await store.headPosition()).toEqual(head);
    // The invitee still accepts their own.
    tokens.first = await signIn('first@example.com');
    expect((await call(as('first', { method: 'POST', url: '/api/invite/accept', payload: { token: firstToken } }))).statusCode).toBe(200);
  });

  it('shows the outbox to Admins only, and the drain marks emails sent', async () => {
    expect((await call(as('principal@pacific.example', { url: '/api/dev/outbox' }))).statusCode).toBe(403);
    const sent: string[] = [];
    await drainOutbox(db, { send: async ({ to }) => void sent.push(to) });
    const rows = (await call(as('admin@dtn.example', { url: '/api/dev/outbox' }))).json<{ sentAt: string | null }[]>();
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    expect(await drainOutbox(db, { send: async () => undefined })).toBe(0);
  });
});

describe('demo reset', () => {
  const vehicle = data.vehicles.find((v) => !v.sold && !v.spotlight)!;
  const spotlit = data.vehicles.find((v) => v.spotlight)!;
  const id = inventoryIdFor(vehicle.dealershipId, vehicle.vin);
  const spotlitId = inventoryIdFor(spotlit.dealershipId, spotlit.vin);
  const nothing = { updated: 0, relisted: 0, spotlighted: 0, unspotlighted: 0, offersClosed: 0 };

  it('restores sold, edited and spotlight changes through events (401 / 403 refused)', async () => {
    await server.commands.markVehicleSold({ inventoryId: id }, { actor: null });
    const plain = data.vehicles.find((v) => !v.sold && !v.spotlight && v !== vehicle)!;
    await server.commands.spotlightVehicle({ inventoryId: inventoryIdFor(plain.dealershipId, plain.vin) }, { actor: null });
    await server.commands.unspotlightVehicle({ inventoryId: spotlitId }, { actor: null });
    const { dealershipId: _d, spotlight: _s, sold: _sold, ...row } = vehicle;
    await server.commands.importInventory(
      { dealershipId: vehicle.dealershipId, vehicles: [{ ...row, stockNumber: 'EDITED', sold: true }] },
      { actor: null },
    );

    expect((await call({ url: '/api/demo/reset' })).statusCode).toBe(401);
    expect((await call(as('associate@pacific.example', { url: '/api/demo/reset' }))).statusCode).toBe(403);
    const res = await call(as('admin@dtn.example', { url: '/api/demo/reset' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, relisted: 1, spotlighted: 1, unspotlighted: 1, offersClosed: 0 });
    const types = (await store.readStream(streamIds.inventory(id))).events.map((e) => e.type);
    expect(types.slice(-2)).toEqual(['VehicleUpdated', 'VehicleRelisted']);
    await settle();
    expect(await inventoryById(db, id, now)).toMatchObject({ sold: false, stockNumber: vehicle.stockNumber });
    // A second reset finds nothing to change.
    expect((await call(as('admin@dtn.example', { url: '/api/demo/reset' }))).json()).toEqual(nothing);
  });

  it("lets a dealer admin reset only their own group's vehicles", async () => {
    const of = (slug: string) =>
      data.vehicles.find((v) => !v.sold && data.dealerships.find((d) => d.id === v.dealershipId)!.dealerGroupId === group(slug))!;
    const [pacific, lonestar] = [of('pacific'), of('lonestar')];
    for (const v of [pacific, lonestar])
      await server.commands.markVehicleSold({ inventoryId: inventoryIdFor(v.dealershipId, v.vin) }, { actor: null });
    const res = await call(as('gm@pacific.example', { url: '/api/demo/reset' }));
    expect(res.json()).toEqual({ ...nothing, relisted: 1 });
    const status = async (v: typeof pacific) =>
      (await store.readStream(streamIds.inventory(inventoryIdFor(v.dealershipId, v.vin)))).events.at(-1)!.type;
    expect(await status(pacific)).toBe('VehicleRelisted');
    expect(await status(lonestar)).toBe('VehicleSold');
    expect((await call(as('admin@dtn.example', { url: '/api/demo/reset' }))).json()).toEqual({ ...nothing, relisted: 1 });
  });
});
