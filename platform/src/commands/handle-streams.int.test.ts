import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/port';
import type { Decider, DomainEventShape } from './handle-command';
import { handleStreams } from './handle-streams';

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
const event = (type: string) => ({ type, data: {} });

describe('handleStreams (one decision, one atomic append to every stream it changes)', () => {
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
  const typesOf = async (streamId: string) => (await store.readStream(streamId)).events.map((e) => e.type);

  it('appends both streams in one commit', async () => {
    const id = randomUUID();
    const { position } = await handleStreams(
      store,
      [
        { decider: vehicle, id },
        { decider: offer, id },
      ],
      () => [[event('Sold')], [event('Won')]],
      metadata(),
    );
    const [sold, won] = [
      (await store.readStream(vehicle.streamId(id))).events[0]!,
      (await store.readStream(offer.streamId(id))).events[0]!,
    ];
    expect(sold.position.commit).toBe(won.position.commit);
    expect(position).toEqual(won.position);
  });

  it('decides again on what the streams hold when one moved between the read and the append', async () => {
    const id = randomUUID();
    let decisions = 0;
    const seen: number[][] = [];
    // Between the first read and its append, someone appends to the second stream.
    const racing: EventStore = {
      ...store,
      appendToStreams: async (appends) => {
        if (decisions === 1)
          await store.appendToStream(offer.streamId(id), [{ id: randomUUID(), type: 'Updated', data: {} }], { expectedRevision: 'any' });
        return store.appendToStreams(appends);
      },
    };
    await handleStreams(
      racing,
      [
        { decider: vehicle, id },
        { decider: offer, id },
      ],
      ([sold, offerEvents]) => {
        decisions += 1;
        seen.push([sold, offerEvents]);
        return [[event('Sold')], [event('Won')]];
      },
      metadata(),
    );
    expect(seen).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(await typesOf(vehicle.streamId(id))).toEqual(['Sold']);
    expect(await typesOf(offer.streamId(id))).toEqual(['Updated', 'Won']);
  });

  it('writes nothing when the decision throws, and appends only to the streams it gave events', async () => {
    const id = randomUUID();
    await expect(
      handleStreams(
        store,
        [
          { decider: vehicle, id },
          { decider: offer, id },
        ],
        () => {
          throw new Error('refused');
        },
        metadata(),
      ),
    ).rejects.toThrow('refused');
    expect(await typesOf(vehicle.streamId(id))).toEqual([]);
    const { position } = await handleStreams(
      store,
      [
        { decider: vehicle, id },
        { decider: offer, id },
      ],
      () => [[], [event('Won')]],
      metadata(),
    );
    expect(position).not.toBeNull();
    expect(await typesOf(vehicle.streamId(id))).toEqual([]);
    expect((await handleStreams(store, [{ decider: vehicle, id }], () => [[]], metadata())).position).toBeNull();
  });
});
