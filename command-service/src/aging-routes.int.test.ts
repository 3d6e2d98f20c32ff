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
import { buildCommandService } from './app';
import { createCommands, type Commands } from './command-set';
import { inventoryIdFor } from './inventory/import-inventory';

const system = { actor: null };
const vin = '1HGCM82633A004352';
const row = {
  vin,
  stockNumber: 'H1',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  listingType: 'USED',
  inventoryDate: '2025-01-10',
  data: { 'List Price': '4500' },
};
const unknownId = '7f1c6c0e-0000-4000-8000-000000000000';

/** Aging's two command routes over real HTTP and PostgreSQL: the dealership's aging settings and a reprice. */
describe('aging command routes', () => {
  let db: TestDatabase;
  let store: EventStore;
  let app: FastifyInstance;
  let commands: Commands;
  let http: (request: TestRequest) => Promise<TestResponse>;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const call = (url: string, who: string | null, payload?: object) =>
    http({ method: 'PUT', url, payload, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const head = () => store.headPosition();
  /** 400 as problem+json naming `field` (or a part of it: `body.agingThresholds.0`), with nothing appended. */
  const expectBadField = async (send: () => Promise<TestResponse>, field: string) => {
    const before = await head();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const named = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(named.filter((f) => f === field || f.startsWith(`${field}.`))).not.toEqual([]);
    expect(await head()).toEqual(before);
  };
  const lastEvent = async (stream: string) => (await store.readStream(stream)).events.at(-1);

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    store = await createPostgresEventStore(db);
    commands = createCommands(store);
    const group = async (slug: string) =>
      (await commands.createDealerGroup({ organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' }, system)).id;
    const dealership = async (dealerGroupId: string, dealerVaultId: string) =>
      (
        await commands.createDealership(
          { dealerGroupId, name: 'Store', dealerVaultId, address1: '1 Main St', city: 'Beverly Hills', state: 'CA', postalCode: '90210' },
          system,
        )
      ).id;
    ids.group = await group('sunrise');
    ids.otherGroup = await group('sunset');
    ids.store = await dealership(ids.group, 'A');
    ids.otherStore = await dealership(ids.otherGroup, 'B');
    await commands.importInventory(
      { dealershipId: ids.store, vehicles: [row, { ...row, vin: 'KM8K2CAB4PU001140', stockNumber: 'K1' }] },
      system,
    );
    await commands.importInventory({ dealershipId: ids.otherStore, vehicles: [row] }, system);
    ids.vehicle = inventoryIdFor(ids.store, vin);
    ids.sold = inventoryIdFor(ids.store, 'KM8K2CAB4PU001140');
    ids.otherVehicle = inventoryIdFor(ids.otherStore, vin);
    await commands.markVehicleSold({ inventoryId: ids.sold }, system);

    const people: [string, Role, boolean, string | null][] = [
      ['gm', 'GeneralManager', false, ids.group],
      ['seller', 'UsedCarManager', true, ids.group],
      ['associate', 'SalesAssociate', false, ids.group],
      ['otherGm', 'GeneralManager', true, ids.otherGroup],
      ['admin', 'Admin', false, null],
    ];
    for (const [name, role, sellAuthority, dealerGroupId] of people) {
      await insertUser(db, { email: `${name}@example.com`, role, sellAuthority, dealerGroupId });
    }
    app = await buildCommandService({ store, db, auth: { mode: 'dev' } });
    http = await listenForTests(app);
    for (const [name] of people) {
      const response = await http({ method: 'POST', url: '/auth/dev/token', payload: { email: `${name}@example.com` } });
      tokens[name] = response.json<{ access_token: string }>().access_token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await db?.dispose();
  });

  describe('PUT /api/dealership/:id/aging-settings', () => {
    const url = (id: string) => `/api/dealership/${id}/aging-settings`;
    const body = { holdingCostPerDay: 42.5, agingThresholds: [21, 45, 75] };

    it('lets a dealer admin of the group and an Admin set them; the same again appends nothing', async () => {
      const response = await call(url(ids.store!), 'gm', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.store, position: expect.stringMatching(/^\d+\/\d+$/) });
      expect(response.headers[EVENT_POSITION_HEADER]).toBeDefined();
      expect(await lastEvent(streamIds.dealership(ids.store!))).toMatchObject({
        type: 'DealershipAgingSettingsSet',
        data: { id: ids.store, ...body },
      });
      expect((await call(url(ids.store!), 'gm', body)).json()).toEqual({ id: ids.store, position: null });
      expect((await call(url(ids.otherStore!), 'admin', { holdingCostPerDay: 0, agingThresholds: [90] })).statusCode).toBe(200);
    });

    it('answers 401, 403 without EditUser, 404 for another group’s or an unknown dealership', async () => {
      expect((await call(url(ids.store!), null, body)).statusCode).toBe(401);
      expect((await call(url(ids.store!), 'associate', body)).statusCode).toBe(403);
      const theirs = await call(url(ids.otherStore!), 'gm', body);
      const unknown = await call(url(unknownId), 'gm', body);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json<{ detail: string }>().detail).toBe(unknown.json<{ detail: string }>().detail);
    });

    it('answers 400 naming the field, with nothing appended', async () => {
      for (const holdingCostPerDay of [-1, 1000.01, 35.555, '35']) {
        await expectBadField(() => call(url(ids.store!), 'gm', { ...body, holdingCostPerDay }), 'body.holdingCostPerDay');
      }
      for (const agingThresholds of [[], [30, 45, 60, 90, 120], [0], [366], [30.5], [45, 30], [30, 30]]) {
        await expectBadField(() => call(url(ids.store!), 'gm', { ...body, agingThresholds }), 'body.agingThresholds');
      }
      await expectBadField(() => call(url(ids.store!), 'gm', { holdingCostPerDay: 35 }), 'body.agingThresholds');
      await expectBadField(() => call(url('not-an-id'), 'gm', body), 'params.id');
    });
  });

  describe('PUT /api/inventory/:id/list-price', () => {
    const url = (id: string) => `/api/inventory/${id}/list-price`;

    it('reprices a vehicle of the seller’s group: VehicleRepriced with the price it replaces; the same price appends nothing', async () => {
      const response = await call(url(ids.vehicle!), 'seller', { listPrice: 4199.99 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.vehicle, position: expect.stringMatching(/^\d+\/\d+$/) });
      expect(await lastEvent(streamIds.inventory(ids.vehicle!))).toMatchObject({
        type: 'VehicleRepriced',
        data: { id: ids.vehicle, listPrice: 4199.99, previousListPrice: 4500 },
      });
      expect((await call(url(ids.vehicle!), 'seller', { listPrice: 4199.99 })).json()).toEqual({ id: ids.vehicle, position: null });
    });

    it('answers 401, 403 without SpotlightInventory and for another group’s vehicle (an Admin may), 404 unknown, 409 sold', async () => {
      expect((await call(url(ids.vehicle!), null, { listPrice: 4000 })).statusCode).toBe(401);
      expect((await call(url(ids.vehicle!), 'gm', { listPrice: 4000 })).statusCode).toBe(403);
      expect((await call(url(ids.otherVehicle!), 'seller', { listPrice: 4000 })).statusCode).toBe(403);
      expect((await call(url(ids.otherVehicle!), 'admin', { listPrice: 4000 })).statusCode).toBe(200);
      expect((await call(url(unknownId), 'seller', { listPrice: 4000 })).statusCode).toBe(404);
      expect((await call(url(ids.sold!), 'seller', { listPrice: 4000 })).statusCode).toBe(409);
    });

    it('answers 400 naming body.listPrice, with nothing appended', async () => {
      for (const listPrice of [0, -5, 10.001, 100_000_000, '4000', null]) {
        await expectBadField(() => call(url(ids.vehicle!), 'seller', { listPrice }), 'body.listPrice');
      }
      await expectBadField(() => call(url(ids.vehicle!), 'seller', {}), 'body.listPrice');
    });
  });
});
