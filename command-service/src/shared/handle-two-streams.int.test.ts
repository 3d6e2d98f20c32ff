import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Decider, DomainEventShape } from '@dtn/platform/commands/handle-command';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { comparePositions, type EventStore } from '@dtn/platform/event-store/port';
import { handleTwoStreams } from './handle-two-streams';

/** A stream that counts its events. */
const counter = (category: string): Decider<number, DomainEventShape> => ({
  initialState: 0,
  evolve: (n) => n + 1,
  streamId: (id) => `${category}-${id}`,
  parseEvent: (event) => event,
});
const vehicle = counter('vehicle');
const offer = counter('offer');
const metadata = () => ({ userId: null, correlationId: randomUUID(), occurredAt: new Date() });

describe('handleTwoStreams', () => {
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

  it('answers a position that covers the second stream when a race on it left nothing to do', async () => {
    const id = randomUUID();
    // Between the two appends, someone else (the sale reactor, say) appends to the second stream.
    let raced = false;
    const racing: EventStore = {
      ...store,
      appendToStream: async (streamId, events, options) => {
        const result = await store.appendToStream(streamId, events, options);
        if (streamId === vehicle.streamId(id) && !raced) {
          raced = true;
          await store.appendToStream(offer.streamId(id), [{ id: randomUUID(), type: 'Raced', data: {} }], { expectedRevision: 'any' });
        }
        return result;
      },
    };
    const { position } = await handleTwoStreams(
      racing,
      { decider: vehicle, id },
      { decider: offer, id },
      () => [[{ type: 'Sold', data: {} }], [{ type: 'Won', data: {} }]],
      metadata(),
      // Brought in line on fresh state, it finds nothing left to append.
      async () => null,
    );
    const offerEvents = (await store.readStream(offer.streamId(id))).events;
    const vehicleEvents = (await store.readStream(vehicle.streamId(id))).events;
    expect(offerEvents.map((e) => e.type)).toEqual(['Raced']);
    expect(comparePositions(position!, offerEvents.at(-1)!.position)).toBeGreaterThanOrEqual(0);
    expect(comparePositions(position!, vehicleEvents.at(-1)!.position)).toBeGreaterThanOrEqual(0);
  });
});
