import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportVehicleInput } from '@dtn/contracts/routes/inventory-commands';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { streamIds } from '@dtn/contracts';
import type { EventStore } from '@dtn/platform/event-store/port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { commandsTotal } from '@dtn/platform/metrics/command-metrics';
import { commandLabels } from './command-labels';
import { createCommandSet, createCommands, type Commands } from './command-set';
import { inventoryIdFor } from './inventory/import-inventory';

const system = { actor: null, now: new Date('2025-03-01T12:00:00.000Z') };
const vehicles: ImportVehicleInput[] = [
  {
    vin: '1HGCM82633A004352',
    stockNumber: 'S1',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX',
    listingType: 'USED',
    inventoryDate: '2025-01-10',
  },
  {
    vin: '5YJSA1DN2CFP01785',
    stockNumber: 'S2',
    year: 2012,
    make: 'Tesla',
    model: 'Model S',
    trim: '',
    listingType: 'USED',
    inventoryDate: '2025-02-01',
  },
];

describe('commands (PostgreSQL event store)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let commands: Commands;
  let groupId: string;
  let dealershipId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await createPostgresEventStore(db);
    commands = createCommands(store);
    groupId = (
      await commands.createDealerGroup(
        { organizationName: 'Sunrise Auto Group', slug: 'sunrise', shortName: 'Sunrise', dealerVaultVendorId: 'DV' },
        system,
      )
    ).id;
    dealershipId = (
      await commands.createDealership(
        {
          dealerGroupId: groupId,
          name: 'Sunrise Toyota',
          dealerVaultId: 'DV-1',
          address1: '1 Main St',
          city: 'Beverly Hills',
          state: 'CA',
          postalCode: '90210',
        },
        system,
      )
    ).id;
  });
  afterAll(async () => {
    await store?.close();
    await db?.dispose();
  });

  it('derives ids from natural keys, so creating the same group twice is a conflict', async () => {
    await expect(
      commands.createDealerGroup({ organizationName: 'Other', slug: 'sunrise', shortName: 'O', dealerVaultVendorId: 'DV' }, system),
    ).rejects.toThrow(ConflictError);
  });

  it('registers a user at a dealership of the group and stores metadata', async () => {
    const { id, position } = await commands.registerUser(
      {
        userId: 'auth0|jane',
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        role: 'UsedCarManager',
        buyAuthority: true,
        sellAuthority: true,
        dealerGroupId: groupId,
        dealershipIds: [dealershipId],
        postalCode: '90210',
      },
      { ...system, correlationId: 'corr-1' },
    );
    expect(position).not.toBeNull();
    const { events } = await store.readStream(streamIds.user(id));
    expect(events[0]?.metadata).toEqual({ userId: null, correlationId: 'corr-1', occurredAt: '2025-03-01T12:00:00.000Z' });
  });

  it('imports a feed, and re-importing updates instead of duplicating', async () => {
    const first = await commands.importInventory({ dealershipId, vehicles }, system);
    expect(first).toMatchObject({ listed: 2, updated: 0, sold: 0, unchanged: 0 });
    expect(first.ids[0]).toBe(inventoryIdFor(dealershipId, vehicles[0]!.vin));
    const second = await commands.importInventory(
      {
        dealershipId,
        vehicles: [
          { ...vehicles[0]!, trim: 'LX' },
          { ...vehicles[1]!, sold: true },
        ],
      },
      system,
    );
    expect(second).toMatchObject({ listed: 0, updated: 1, sold: 1, unchanged: 0, ids: first.ids });
    const third = await commands.importInventory({ dealershipId, vehicles }, system);
    expect(third).toMatchObject({ listed: 0, updated: 1, sold: 0, unchanged: 1 });
  });

  it('rejects a feed with a bad row, naming it, and appends nothing', async () => {
    const before = await store.headPosition();
    const bad = { ...vehicles[0]!, vin: 'SHORT', stockNumber: 'X' };
    const fresh = { ...vehicles[1]!, vin: '1FTFW1ET5DFC10312' };
    const error = await commands.importInventory({ dealershipId, vehicles: [fresh, bad] }, system).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.field)).toEqual(['vehicles.1.vin']);
    expect(await store.headPosition()).toEqual(before);
  });

  it('names a feed file row whose text cannot be stored (the CLI path: no HTTP edge before it)', async () => {
    const before = await store.headPosition();
    const rows = [
      { ...vehicles[0]!, make: 'Hon\u0000da' },
      { ...vehicles[1]!, data: { Description: 'x\ud800' } },
    ];
    const error = await commands.importInventory({ dealershipId, vehicles: rows, rows: 'feed' }, system).catch((e: unknown) => e);
    expect((error as ValidationError).errors).toEqual([
      { field: 'feed.0.make', message: expect.stringMatching(/^Row 1: .*NUL/) },
      { field: 'feed.1.data.Description', message: expect.stringMatching(/^Row 2: .*surrogate/) },
    ]);
    expect(await store.headPosition()).toEqual(before);
  });

  it('refuses unknown dealerships and users of other groups', async () => {
    await expect(commands.importInventory({ dealershipId: groupId, vehicles }, system)).rejects.toThrow(NotFoundError);
    const stranger = { id: 'x', role: 'SalesManager' as const, dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12' };
    await expect(commands.importInventory({ dealershipId, vehicles }, { actor: stranger })).rejects.toThrow(
      new NotFoundError('The dealership was not found.'),
    );
  });

  it('refuses a feed for a deleted dealership', async () => {
    const closing = await commands.createDealership(
      {
        dealerGroupId: groupId,
        name: 'Closing Store',
        dealerVaultId: 'DV-CLOSING',
        address1: '1 Main St',
        city: 'Dallas',
        state: 'TX',
        postalCode: '75201',
      },
      system,
    );
    await commands.deleteDealership({ id: closing.id }, system);
    await expect(commands.importInventory({ dealershipId: closing.id, vehicles }, system)).rejects.toThrow(NotFoundError);
  });

  it('spotlights, sells once, and keeps vehicles to their dealer group', async () => {
    const inventoryId = inventoryIdFor(dealershipId, vehicles[0]!.vin);
    const owner = { id: '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40', role: 'UsedCarManager' as const, dealerGroupId: groupId };
    expect((await commands.spotlightVehicle({ inventoryId }, { actor: owner })).position).not.toBeNull();
    expect((await commands.spotlightVehicle({ inventoryId }, { actor: owner })).position).toBeNull();
    await expect(commands.spotlightVehicle({ inventoryId }, { actor: { ...owner, dealerGroupId: dealershipId } })).rejects.toThrow(
      ForbiddenError,
    );
    expect((await commands.markVehicleSold({ inventoryId }, { actor: owner })).position).not.toBeNull();
    await expect(commands.markVehicleSold({ inventoryId }, { actor: owner })).rejects.toThrow(ConflictError);
    await expect(commands.unspotlightVehicle({ inventoryId: groupId }, { actor: owner })).rejects.toThrow(NotFoundError);
  });

  it('counts every command of the set by its label in the table, whatever group holds it', async () => {
    const set = createCommandSet({
      store,
      db,
      media: localMediaStorage(join(tmpdir(), 'dtn-command-labels')),
      publicBaseUrl: 'http://localhost',
    });
    const inSet = Object.entries(set).flatMap(([, group]: [string, object]) => Object.keys(group));
    expect(Object.keys(commandLabels).filter((name) => !inSet.includes(name))).toEqual([]);
    const counted = async (command: string) =>
      (await commandsTotal.get()).values.find((v) => v.labels.command === command && v.labels.outcome === 'ok')?.value ?? 0;
    const before = await counted('commands.createDealerGroup');
    await set.commands.createDealerGroup({ organizationName: 'Labels', slug: 'labels', shortName: 'L', dealerVaultVendorId: 'DV' }, system);
    expect(await counted('commands.createDealerGroup')).toBe(before + 1);
  });
});
