import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/port';
import { handleCommand, type Decider } from './handle-command';
import { newId } from './ids';

/** A counter: the smallest decider there is. */
type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<number, Counted> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  streamId: (id) => `counter-${id}`,
  parseEvent: (event) => ({ type: 'Counted', data: event.data as { by: number } }),
};
const metadata = { userId: null, correlationId: 'c-1', occurredAt: new Date('2025-01-01T00:00:00.000Z') };

describe('handleCommand', () => {
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

  const sneakIn = (id: string) =>
    store.appendToStream(counter.streamId(id), [{ id: newId(), type: 'Counted', data: { by: 100 } }], { expectedRevision: 'any' });

  it('appends with the read revision and returns the position; no events, no append', async () => {
    const id = newId();
    const first = await handleCommand(store, counter, id, () => [{ type: 'Counted', data: { by: 1 } }], metadata);
    expect(first.position).not.toBeNull();
    expect(first.nextExpectedRevision).toBe(0n);
    const nothing = await handleCommand(store, counter, id, () => [], metadata);
    expect(nothing).toEqual({ position: null, nextExpectedRevision: 0n });
    const { events } = await store.readStream(counter.streamId(id));
    expect(events[0]?.metadata).toEqual({ userId: null, correlationId: 'c-1', occurredAt: '2025-01-01T00:00:00.000Z' });
  });

  /** The real store, with a concurrent writer slipping in between our read and our append. */
  const racingStore = (id: string, racesLeft: number): EventStore & { reads: number } => {
    const racing = {
      ...store,
      reads: 0,
      async readStream(streamId: string) {
        const result = await store.readStream(streamId);
        racing.reads++;
        if (racesLeft-- > 0) await sneakIn(id);
        return result;
      },
    };
    return racing;
  };

  it('re-reads and decides again after losing a race to a concurrent writer', async () => {
    const id = newId();
    const seen: number[] = [];
    await handleCommand(
      racingStore(id, 1),
      counter,
      id,
      (total) => {
        seen.push(total);
        return [{ type: 'Counted', data: { by: 1 } }];
      },
      metadata,
    );
    expect(seen).toEqual([0, 100]);
    const { events } = await store.readStream(counter.streamId(id));
    expect(events.map((e) => e.data)).toEqual([{ by: 100 }, { by: 1 }]);
  });

  it('gives up after three retries and rethrows the concurrency error', async () => {
    const id = newId();
    const racing = racingStore(id, Infinity);
    await expect(handleCommand(racing, counter, id, () => [{ type: 'Counted', data: { by: 1 } }], metadata)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(racing.reads).toBe(4);
  });
});
