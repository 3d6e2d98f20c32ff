import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { streamIds, type Role } from '@dtn/contracts';
import { migrateReadModels } from '@dtn/projections/migrations/migrate';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { EVENT_POSITION_HEADER } from '@dtn/platform/http/consistency';
import { listenForTests, type TestRequest, type TestResponse } from '@dtn/platform/http/test-app';
import { buildCommandService } from '../app';
import { createCommands } from '../command-set';
import { inventoryIdFor } from './import-inventory';

const system = { actor: null };
const vin = '1HGCM82633A004352';
const row = { vin, stockNumber: 'H1', year: 2003, make: 'Honda', model: 'Accord', listingType: 'USED', inventoryDate: '2025-01-10' };
const csv = `vin,stockNumber,year,make,model,trim,listingType,inventoryDate,List Price\nKM8K2CAB4PU001140,K1,2023,Hyundai,Kona,SEL,USED,2025-02-20,21900\n`;

interface Person {
  id: string;
  email: string;
  role: Role;
  sell: boolean;
  groupId: string | null;
}

describe('inventory command routes', () => {
  let db: TestDatabase;
  let store: EventStore;
  let app: FastifyInstance;
  let groupId: string;
  let otherGroupId: string;
  let dealershipId: string;
  let otherDealershipId: string;
  const tokens: Record<string, string> = {};
  // Real HTTP (see listenForTests): app.inject cannot load under jest's ESM mode on Node 20.
  let http: (request: TestRequest) => Promise<TestResponse>;

  const tokenFor = async (email: string) => {
    const response = await http({ method: 'POST', url: '/auth/dev/token', payload: { email } });
    return response.json<{ access_token: string }>().access_token;
  };
  const call = (method: 'PUT' | 'POST', url: string, who: string | null, payload?: object) =>
    http({ method, url, payload, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  // "Nothing appended" = the store's head did not move (readAll may hold back other sessions' events).
  const head = () => store.headPosition();

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    store = await createPostgresEventStore(db);
    const commands = createCommands(store);
    const group = (slug: string) =>
      commands.createDealerGroup({ organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' }, system);
    const dealership = (dealerGroupId: string, dealerVaultId: string) =>
      commands.createDealership(
        { dealerGroupId, name: 'Store', dealerVaultId, address1: '1 Main St', city: 'Beverly Hills', state: 'CA', postalCode: '90210' },
        system,
      );
    groupId = (await group('sunrise')).id;
    otherGroupId = (await group('sunset')).id;
    dealershipId = (await dealership(groupId, 'A')).id;
    otherDealershipId = (await dealership(otherGroupId, 'B')).id;
    await commands.importInventory({ dealershipId, vehicles: [row] }, system);
    await commands.importInventory({ dealershipId: otherDealershipId, vehicles: [row] }, system);

    const people: Person[] = [
      { id: '00000000-0000-4000-8000-0000000000b1', email: 'seller@sunrise.example', role: 'UsedCarManager', sell: true, groupId },
      { id: '00000000-0000-4000-8000-0000000000b2', email: 'viewer@sunrise.example', role: 'UsedCarManager', sell: false, groupId },
      { id: '00000000-0000-4000-8000-0000000000b3', email: 'admin@example.com', role: 'Admin', sell: false, groupId: null },
    ];
    for (const p of people)
      await insertUser(db, { id: p.id, email: p.email, role: p.role, sellAuthority: p.sell, dealerGroupId: p.groupId });
    app = await buildCommandService({ store, db, auth: { mode: 'dev' } });
    http = await listenForTests(app);
    for (const person of people) tokens[person.email.split('@')[0]!] = await tokenFor(person.email);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await db?.dispose();
  });

  describe('PUT /api/dealergroup/inventory/spotlight/:id', () => {
    const url = () => `/api/dealergroup/inventory/spotlight/${inventoryIdFor(dealershipId, vin)}`;

    it('spotlights a vehicle of the user’s group, answering the position (header and body)', async () => {
      const response = await call('PUT', url(), 'seller');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ id: string; position: string }>();
      expect(body.id).toBe(inventoryIdFor(dealershipId, vin));
      expect(body.position).toMatch(/^\d+\/\d+$/);
      expect(response.headers[EVENT_POSITION_HEADER]).toBe(body.position);
      // Already spotlighted: a no-op, no position.
      expect((await call('PUT', url(), 'seller')).json()).toEqual({ id: body.id, position: null });
      const unspotlight = await call('PUT', url().replace('/spotlight/', '/unspotlight/'), 'seller');
      expect(unspotlight.statusCode).toBe(200);
    });

    it('answers 401 without a token and 403 without SpotlightInventory', async () => {
      expect((await call('PUT', url(), null)).statusCode).toBe(401);
      const forbidden = await call('PUT', url(), 'viewer');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.headers['content-type']).toContain('application/problem+json');
    });

    it('answers 403 for another dealer group’s vehicle, but lets an Admin act on it', async () => {
      const other = `/api/dealergroup/inventory/spotlight/${inventoryIdFor(otherDealershipId, vin)}`;
      expect((await call('PUT', other, 'seller')).statusCode).toBe(403);
      expect((await call('PUT', other, 'admin')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown vehicle and 400 naming a malformed id', async () => {
      expect((await call('PUT', `/api/dealergroup/inventory/unspotlight/${groupId}`, 'seller')).statusCode).toBe(404);
      const bad = await call('PUT', '/api/dealergroup/inventory/spotlight/not-an-id', 'seller');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: [{ field: 'params.id' }] });
    });
  });

  describe('POST /api/dealergroup/inventory/import/:dealershipId', () => {
    const url = (id = dealershipId) => `/api/dealergroup/inventory/import/${id}`;

    it('imports CSV content, then JSON rows, updating instead of duplicating', async () => {
      const first = await call('POST', url(), 'seller', { format: 'csv', content: csv });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ listed: 1, updated: 0, unchanged: 0, sold: 0 });
      expect(first.headers[EVENT_POSITION_HEADER]).toBeDefined();
      const again = await call('POST', url(), 'seller', {
        vehicles: [
          row,
          {
            ...row,
            vin: 'KM8K2CAB4PU001140',
            stockNumber: 'K1',
            make: 'Hyundai',
            model: 'Kona',
            trim: 'SEL',
            year: 2023,
            inventoryDate: '2025-02-20',
            data: { 'List Price': '21900' },
            sold: true,
          },
        ],
      });
      expect(again.json()).toMatchObject({ listed: 0, updated: 0, unchanged: 1, sold: 1 });
    });

    it('answers 400 naming the bad row field, appending nothing', async () => {
      const before = await head();
      const response = await call('POST', url(), 'seller', {
        vehicles: [
          { ...row, vin: '1G1ZT51816F264066' },
          { ...row, year: 'old' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, errors: [{ field: 'body.vehicles.1.year' }] });
      expect(await head()).toEqual(before);
      const badBody = await call('POST', url(), 'seller', { format: 'xml', content: '<x/>' });
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json()).toMatchObject({ errors: [{ field: 'body.format' }] });
      const notRows = await call('POST', url(), 'seller', { vehicles: [1] });
      expect(notRows.json()).toMatchObject({ errors: [{ field: 'body.vehicles.0' }] });
      expect(await head()).toEqual(before);
    });

    it('names the row and the field of a feed text, CSV or JSON, and of a duplicate VIN', async () => {
      const before = await head();
      const header = 'vin,stockNumber,year,make,model,listingType,inventoryDate';
      const csvRows = [header, `${vin},H1,2003,Honda,Accord,USED,2025-01-10`, '1G1ZT51816F264066,C1,old,Chevrolet,Malibu,USED,2025-01-10'];
      const badCsv = await call('POST', url(), 'seller', { format: 'csv', content: csvRows.join('\n') });
      expect(badCsv.statusCode).toBe(400);
      expect(badCsv.json()).toMatchObject({ errors: [{ field: 'body.content.1.year', message: expect.stringMatching(/^Row 2: /) }] });
      const badJson = await call('POST', url(), 'seller', {
        format: 'json',
        content: JSON.stringify([{ ...row, inventoryDate: 'yesterday' }]),
      });
      expect(badJson.json()).toMatchObject({ errors: [{ field: 'body.content.0.inventoryDate' }] });
      const twice = await call('POST', url(), 'seller', { vehicles: [row, row] });
      expect(twice.json()).toMatchObject({ errors: [{ field: 'body.vehicles.1.vin', message: expect.stringContaining('row 1') }] });
      const nul = await call('POST', url(), 'seller', { format: 'csv', content: `${csvRows[0]}\n${csvRows[1]}\u0000` });
      expect(nul.json()).toMatchObject({ errors: [{ field: 'body.content' }] });
      expect(await head()).toEqual(before);
    });

    it('answers 401, 403 (no permission) and 404 (unknown; another group’s dealership)', async () => {
      expect((await call('POST', url(), null, { vehicles: [] })).statusCode).toBe(401);
      expect((await call('POST', url(), 'viewer', { vehicles: [] })).statusCode).toBe(403);
      expect((await call('POST', url(otherDealershipId), 'seller', { vehicles: [row] })).statusCode).toBe(404);
      expect((await call('POST', url(groupId), 'seller', { vehicles: [row] })).statusCode).toBe(404);
    });
  });

  it('keeps the streams the import wrote to one per vehicle', async () => {
    const { events } = await store.readStream(streamIds.inventory(inventoryIdFor(dealershipId, vin)));
    expect(events[0]?.type).toBe('VehicleListed');
  });
});
