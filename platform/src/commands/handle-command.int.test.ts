import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/port';
import { handleCommand, type CommandMetadata, type Decider, type DomainEventShape } from './handle-command';

/** A stream that counts its events. */
const counter = (category: string): Decider<number, DomainEventShape> => ({
  initialState: 0,
  evolve: (n) => n + 1,
  streamId: (id) => `${category}-${id}`,
  parseEvent: (event) => event,
});
const vehicle = counter('vehicle');
const offer = counter('offer');
const now = new Date('2025-01-01T00:00:00.000Z');
const metadata = (): CommandMetadata => ({ userId: null, correlationId: 'c-1', now });
const event = (type: string) => ({ type, data: {} });

describe('handleCommand (read every stream, decide once, one atomic append)', () => {
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
  const sneakIn = (streamId: string) =>
    store.appendToStream(streamId, [{ id: randomUUID(), type: 'Updated', data: {} }], { expectedRevision: 'any' });

  /** The real store, with a concurrent writer appending to `streamId` between each of the first `races` reads and its append. */
  const racingStore = (streamId: string, races: number): EventStore & { reads: number } => {
    const racing = {
      ...store,
      reads: 0,
      async readStreams(streamIds: readonly string[]) {
        const result = await store.readStreams(streamIds);
        racing.reads++;
        if (races-- > 0) await sneakIn(streamId);
        return result;
      },
    };
    return racing;
  };

  it('one stream: appends at the read revision with the metadata, hands the decision its clock; no events, no append', async () => {
    const id = randomUUID();
    const clocks: Date[] = [];
    const first = await handleCommand(
      store,
      [{ decider: vehicle, id }],
      (_states, { now: clock }) => {
        clocks.push(clock);
        return [[event('Listed')]];
      },
      metadata(),
    );
    expect(clocks).toEqual([now]);
    expect(first.position).not.toBeNull();
    expect(await handleCommand(store, [{ decider: vehicle, id }], () => [[]], metadata())).toEqual({ position: null });
    const { events } = await store.readStream(vehicle.streamId(id));
    expect(events.map((e) => e.metadata)).toEqual([{ userId: null, correlationId: 'c-1', occurredAt: '2025-01-01T00:00:00.000Z' }]);
  });

  it('one stream: re-reads and decides again after losing a race to a concurrent writer', async () => {
    const id = randomUUID();
    const seen: number[] = [];
    await handleCommand(
      racingStore(vehicle.streamId(id), 1),
      [{ decider: vehicle, id }],
      ([count]) => {
        seen.push(count);
        return [[event('Listed')]];
      },
      metadata(),
    );
    expect(seen).toEqual([0, 1]);
    expect(await typesOf(vehicle.streamId(id))).toEqual(['Updated', 'Listed']);
  });

  it('gives up after three retries and rethrows the concurrency error', async () => {
    const id = randomUUID();
    const racing = racingStore(vehicle.streamId(id), Infinity);
    await expect(handleCommand(racing, [{ decider: vehicle, id }], () => [[event('Listed')]], metadata())).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(racing.reads).toBe(4);
  });

  it('uses the streams the caller read for the first attempt only', async () => {
    const id = randomUUID();
    await sneakIn(vehicle.streamId(id));
    const stale = { events: [], revision: null };
    const seen: number[] = [];
    await handleCommand(
      store,
      [{ decider: vehicle, id }],
      ([count]) => {
        seen.push(count);
        return [[event('Listed')]];
      },
      metadata(),
      [stale],
    );
    expect(seen).toEqual([0, 1]);
  });

  it('several streams: appends them in one commit', async () => {
    const id = randomUUID();
    const { position } = await handleCommand(
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

  it('several streams: decides again on what the streams hold when one moved between the read and the append', async () => {
    const id = randomUUID();
    const seen: number[][] = [];
    await handleCommand(
      racingStore(offer.streamId(id), 1),
      [
        { decider: vehicle, id },
        { decider: offer, id },
      ],
      ([sold, offerEvents]) => {
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

  it('several streams: writes nothing when the decision throws, and appends only to the streams it gave events', async () => {
    const id = randomUUID();
    const streams = [
      { decider: vehicle, id },
      { decider: offer, id },
    ] as const;
    await expect(
      handleCommand(
        store,
        streams,
        () => {
          throw new Error('refused');
        },
        metadata(),
      ),
    ).rejects.toThrow('refused');
    expect(await typesOf(vehicle.streamId(id))).toEqual([]);
    const { position } = await handleCommand(store, streams, () => [[], [event('Won')]], metadata());
    expect(position).not.toBeNull();
    expect(await typesOf(vehicle.streamId(id))).toEqual([]);
    expect(await typesOf(offer.streamId(id))).toEqual(['Won']);
  });
});
