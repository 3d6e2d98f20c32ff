import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { createCommands } from '@dtn/command-service/command-set';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { ConflictError } from '@dtn/platform/errors';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { generateDemoData } from './demo-data';
import { seedDemoData } from './seed-demo-data';

const now = new Date('2025-06-15T12:00:00Z');
// A slice of the inventory keeps this fast; the generator itself is covered by the unit test.
const data = generateDemoData(now, { vehicleCount: 160 });
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createPostgresEventStore(db);
});
afterAll(async () => {
  await store?.close();
  await db?.dispose();
});

const typesOf = async (stream: string) => (await store.readStream(stream)).events.map((e) => e.type);

describe('seedDemoData', () => {
  it('applies the demo world through the commands, with the fixed ids', async () => {
    const commands = createCommands(store);
    const summary = await seedDemoData(commands, { now, data });
    expect(summary).toEqual({
      dealerGroups: data.dealerGroups.length,
      dealerships: data.dealerships.length,
      users: data.users.length,
      vehicles: 160,
      sales: 0,
    });
    expect(await typesOf(streamIds.dealerGroup(data.dealerGroups[0]!.id))).toEqual(['DealerGroupCreated']);
    expect(await typesOf(streamIds.user(data.users[1]!.id))).toEqual(['UserRegistered']);

    const sold = data.vehicles.find((v) => v.sold)!;
    expect(await typesOf(streamIds.inventory(inventoryIdFor(sold.dealershipId, sold.vin)))).toEqual(['VehicleListed', 'VehicleSold']);
    const spot = data.vehicles.find((v) => v.spotlight)!;
    const spotEvents = (await store.readStream(streamIds.inventory(inventoryIdFor(spot.dealershipId, spot.vin)))).events;
    expect(spotEvents.map((e) => e.type)).toEqual(['VehicleListed', 'VehicleSpotlighted']);
    // Spotlighted by a seller of the vehicle's group, not by the system.
    const byUser = (spotEvents[1]!.data as { byUserId: string }).byUserId;
    const seller = data.users.find((u) => u.id === byUser)!;
    expect(seller.sellAuthority).toBe(true);
    expect(seller.dealerGroupId).toBe(data.dealerships.find((d) => d.id === spot.dealershipId)!.dealerGroupId);

    // Same ids again: the streams exist, so a second seed conflicts rather than duplicating.
    await expect(seedDemoData(commands, { now, data })).rejects.toThrow(ConflictError);
  });
});
