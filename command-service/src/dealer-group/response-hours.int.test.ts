import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { cachedResponseHours } from './response-hours';

describe('the response hours a group’s offers run on, remembered a short while', () => {
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

  it('reads the group’s setting, keeps it for the ttl, and reads the new one after', async () => {
    const id = randomUUID();
    const created = { id, organizationName: 'Acme Auto', slug: `acme-${id}`, shortName: 'Acme', dealerVaultVendorId: 'DV-1', imageUrl: '' };
    await store.appendToStream(streamIds.dealerGroup(id), [{ id: randomUUID(), type: 'DealerGroupCreated', data: created }], {
      expectedRevision: 'no_stream',
    });
    let now = 0;
    const hoursOf = cachedResponseHours(store, { ttlMs: 10_000, clock: () => now });
    expect(await hoursOf(id)).toBe(24);
    expect(await hoursOf(randomUUID())).toBe(24); // an unknown group: the default

    await store.appendToStream(
      streamIds.dealerGroup(id),
      [{ id: randomUUID(), type: 'DealerGroupResponseHoursSet', data: { id, hours: 6 } }],
      {
        expectedRevision: 0n,
      },
    );
    now = 9_999;
    expect(await hoursOf(id)).toBe(24);
    now = 10_000;
    expect(await hoursOf(id)).toBe(6);
  });
});
