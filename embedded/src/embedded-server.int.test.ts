import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { waitForCatchUp } from '@dtn/projections';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/**
 * The first slice end to end through the real components: the embedded server seeds the demo
 * world through commands, projections build the read models, and staff of two dealer groups
 * sign in with the dev provider and search, spotlight and import over real HTTP.
 */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 150 });
const groupId = (slug: string) => data.dealerGroups.find((g) => g.slug === slug)!.id;
const pacificVehicle = data.vehicles.find(
  (v) => !v.sold && !v.spotlight && data.dealerships.find((d) => d.id === v.dealershipId)!.dealerGroupId === groupId('pacific'),
)!;
const pacificVehicleId = inventoryIdFor(pacificVehicle.dealershipId, pacificVehicle.vin);
const pacificDealershipId = pacificVehicle.dealershipId;

let db: TestDatabase;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
const tokens: Record<string, string> = {};

async function signIn(email: string) {
  const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}
const as = (who: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${tokens[who]}`, ...extra });
const eventCount = async () => Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n);
const positionOf = (res: TestResponse) => res.headers['x-event-position']!;

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  call = await listenForTests(server.app);
  for (const who of ['principal@lonestar.example', 'principal@pacific.example', 'associate@pacific.example'])
    tokens[who] = await signIn(who);
}, 120_000);

afterAll(async () => {
  await server.close();
  await db.dispose();
});

describe('embedded server: inventory and marketplace end to end', () => {
  it('seeds the demo world once and lists the demo users for sign-in', async () => {
    expect(server.seeded).toBe(true);
    const users = (await call('/auth/dev/users')).json<{ email: string; role: string }[]>();
    expect(users.map((u) => u.role)).toEqual(expect.arrayContaining(['Admin', 'DealerPrincipal', 'BDCManager']));
  });

  it("searches other dealer groups' vehicles within the radius, never the searcher's own", async () => {
    const res = await call({
      method: 'POST',
      url: '/api/marketplace/search?page=1&pageSize=15',
      headers: as('principal@lonestar.example'),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ totalCount: number; results: { id: string }[] }>();
    expect(page.totalCount).toBeGreaterThan(0);
    for (const item of page.results) {
      const detail = (await call({ url: `/api/inventory/id/${item.id}`, headers: as('principal@lonestar.example') })).json<{
        dealershipId: string;
      }>();
      expect(data.dealerships.find((d) => d.id === detail.dealershipId)!.dealerGroupId).not.toBe(groupId('lonestar'));
    }
  });

  it('spotlights a vehicle and reads its own write with the returned position', async () => {
    const res = await call({
      method: 'PUT',
      url: `/api/dealergroup/inventory/spotlight/${pacificVehicleId}`,
      headers: as('principal@pacific.example'),
    });
    expect(res.statusCode).toBe(200);
    const detail = await call({
      url: `/api/inventory/id/${pacificVehicleId}`,
      headers: as('principal@pacific.example', { 'x-min-position': positionOf(res) }),
    });
    expect(detail.headers['x-consistency']).toBeUndefined();
    expect(detail.json()).toMatchObject({ id: pacificVehicleId, spotlight: true, vin: pacificVehicle.vin });
    const spotlighted = (await call({ url: '/api/dealergroup/inventory/spotlighted', headers: as('principal@pacific.example') })).json<
      { id: string }[]
    >();
    expect(spotlighted.map((v) => v.id)).toContain(pacificVehicleId);
  });

  it("refuses a spotlight on another group's vehicle, without the permission, or without a token, appending nothing", async () => {
    const before = await eventCount();
    const url = `/api/dealergroup/inventory/unspotlight/${pacificVehicleId}`;
    expect((await call({ method: 'PUT', url, headers: as('principal@lonestar.example') })).statusCode).toBe(403);
    const noPermission = await call({ method: 'PUT', url, headers: as('associate@pacific.example') });
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.headers['content-type']).toContain('application/problem+json');
    expect((await call({ method: 'PUT', url })).statusCode).toBe(401);
    expect(
      (await call({ method: 'PUT', url: '/api/dealergroup/inventory/spotlight/not-a-uuid', headers: as('principal@pacific.example') }))
        .statusCode,
    ).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('imports a dealer feed, then sells a vehicle through the feed', async () => {
    const vin = '1HGCM82633A004352';
    const row = `vin,stockNumber,year,make,model,trim,listingType,images,tradeIn,inventoryDate,sold,Odometer,List Price
${vin},E2E-1,2003,Honda,Accord,EX,USED,/media/placeholder/honda-accord.svg,false,${now.toISOString()},false,91000,4995`;
    const url = `/api/dealergroup/inventory/import/${pacificDealershipId}`;
    const imported = await call({
      method: 'POST',
      url,
      headers: as('principal@pacific.example'),
      payload: { format: 'csv', content: row },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ listed: 1 });
    const byVin = await call({
      url: `/api/inventory/vin/${vin}`,
      headers: as('principal@lonestar.example', { 'x-min-position': positionOf(imported) }),
    });
    expect(byVin.json()).toMatchObject({ vin, make: 'Honda', model: 'Accord', sold: false });

    const sold = await call({
      method: 'POST',
      url,
      headers: as('principal@pacific.example'),
      payload: { format: 'csv', content: row.replace(',false,91000', ',true,91000') },
    });
    expect(sold.json()).toMatchObject({ sold: 1 });
    const after = await call({
      url: `/api/inventory/vin/${vin}`,
      headers: as('principal@lonestar.example', { 'x-min-position': positionOf(sold) }),
    });
    expect(after.json()).toMatchObject({ sold: true });
    const id = after.json<{ id: string }>().id;
    expect(
      (await call({ method: 'PUT', url: `/api/dealergroup/inventory/spotlight/${id}`, headers: as('principal@pacific.example') }))
        .statusCode,
    ).toBe(409);
  });

  it('keeps its state across a restart without seeding again', async () => {
    await server.close();
    const store = await createPostgresEventStore(db);
    server = await createEmbeddedServer({ db, store, seed: { data, now } });
    call = await listenForTests(server.app);
    expect(server.seeded).toBe(false);
    tokens['principal@pacific.example'] = await signIn('principal@pacific.example'); // a new dev key per process
    const detail = await call({ url: `/api/inventory/id/${pacificVehicleId}`, headers: as('principal@pacific.example') });
    expect(detail.json()).toMatchObject({ spotlight: true });
  });

  it('keeps serving past an event no projector can apply, and /readyz names the parked projectors', async () => {
    // Stored as the command side never would: a listing without its vehicle.
    const store = await createPostgresEventStore(db);
    const broken = await store.appendToStream('vehicle-broken', [{ id: randomUUID(), type: 'VehicleListed', data: { vin: 42 } }], {
      expectedRevision: 'no_stream',
    });
    await store.close();
    expect(await waitForCatchUp(db, broken.position, { timeoutMs: 60_000 })).toBe(true);
    const ready = await call('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', parkedEvents: { inventory: 1 } });
    // Everything else still projects: a spotlight is read back with its position.
    const res = await call({
      method: 'PUT',
      url: `/api/dealergroup/inventory/unspotlight/${pacificVehicleId}`,
      headers: as('principal@pacific.example'),
    });
    const detail = await call({
      url: `/api/inventory/id/${pacificVehicleId}`,
      headers: as('principal@pacific.example', { 'x-min-position': positionOf(res) }),
    });
    expect(detail.json()).toMatchObject({ spotlight: false });
  });
});
