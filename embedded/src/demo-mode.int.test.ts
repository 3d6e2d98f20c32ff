import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { listenForTests } from '@dtn/platform/http/test-app';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/** Issue 11: the demo reset exists only where demo mode is on (DEMO_MODE, off in production). */
const now = new Date('2025-03-01T12:00:00.000Z');
const data = generateDemoData(now, { vehicleCount: 12 });

let db: TestDatabase;
let store: EventStore;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
let admin: string;

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createPostgresEventStore(db, { pollIntervalMs: 10 });
  server = await createEmbeddedServer({ db, store, seed: { data, now }, demoMode: false });
  call = await listenForTests(server.app);
  admin = (await call({ method: 'POST', url: '/auth/dev/token', payload: { email: 'admin@dtn.example' } })).json<{ access_token: string }>()
    .access_token;
}, 120_000);

afterAll(async () => {
  await server.close();
  await db.dispose();
});

describe('GET /api/demo/reset with DEMO_MODE off', () => {
  it('answers 404 to everyone, an Admin included, and changes nothing', async () => {
    const sold = data.vehicles.find((v) => !v.sold)!;
    await server.commands.markVehicleSold({ inventoryId: inventoryIdFor(sold.dealershipId, sold.vin) }, { actor: null });
    const head = await store.headPosition();
    const res = await call({ url: '/api/demo/reset', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toMatch(/DEMO_MODE/);
    expect((await call({ url: '/api/demo/reset' })).statusCode).toBe(401);
    expect(await store.headPosition()).toEqual(head);
  });
});
