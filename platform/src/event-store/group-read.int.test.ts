import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { newEvent } from './event-store-contract';
import { groupRead } from './group-read';
import { appendEvents } from './postgres-append';
import { readStreamsAtOnce } from './postgres-event-store';
import { migrateEventStore } from './postgres-schema';

/** Grouped reads: reads that queue behind one in flight go together, each with its own answer. */
describe('grouped stream reads', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateEventStore(db);
  });
  afterAll(() => db.dispose());

  /** The statements a reader ran, each with the streams it read. */
  const counted = (fail?: (streamIds: readonly string[]) => boolean) => {
    const statements: (readonly string[])[] = [];
    const reader = groupRead(async (streamIds) => {
      statements.push(streamIds);
      if (fail?.(streamIds)) throw new Error('the statement failed');
      return readStreamsAtOnce(db, streamIds);
    });
    return { reader, statements };
  };

  it('answers each of many concurrent reads with its own streams, in its own order, in a few statements', async () => {
    const streams = Array.from({ length: 12 }, () => `r-${randomUUID()}`);
    for (const [i, stream] of streams.entries())
      await appendEvents(
        db,
        stream,
        Array.from({ length: (i % 3) + 1 }, (_, n) => newEvent(`E${n}`)),
        'no_stream',
      );
    const missing = `missing-${randomUUID()}`;
    // Pairs that overlap (a stream asked by several reads), in both orders, some with a missing stream.
    const asks = Array.from({ length: 30 }, (_, i) =>
      i % 4 === 0 ? [missing, streams[i % 12]!] : [streams[i % 12]!, streams[(i * 5) % 12]!],
    );
    const { reader, statements } = counted();
    const answers = await Promise.all(asks.map((ask) => reader.read(ask)));
    for (const [i, ask] of asks.entries()) expect(answers[i]).toEqual(await readStreamsAtOnce(db, ask));
    expect(answers[0]![0]).toEqual({ events: [], revision: null });
    // The first reads go alone (nothing to wait for); the rest, queued meanwhile, share statements.
    expect(statements.length).toBeLessThanOrEqual(4);
    expect(statements.every((ids) => new Set(ids).size === ids.length)).toBe(true);
  });

  it('gives every read its own list of events: a command that changes its list changes no other', async () => {
    const stream = `own-${randomUUID()}`;
    await appendEvents(db, stream, [newEvent('A'), newEvent('B')], 'no_stream');
    const { reader } = counted();
    const [first, second, third] = await Promise.all([reader.read([stream]), reader.read([stream]), reader.read([stream])]);
    second[0]!.events.pop();
    expect(third[0]!.events.map((e) => e.type)).toEqual(['A', 'B']);
    expect(first[0]!.revision).toBe(1n);
  });

  it('sees in a queued read an append answered before the read was asked', async () => {
    const stream = `late-${randomUUID()}`;
    const { reader } = counted();
    const busy = Array.from({ length: 4 }, () => reader.read([`busy-${randomUUID()}`]));
    await appendEvents(db, stream, [newEvent('A')], 'no_stream');
    const [read] = await reader.read([stream]);
    await Promise.all(busy);
    expect(read!.events.map((e) => e.type)).toEqual(['A']);
  });

  it('fails every read of a statement that failed, and reads on afterwards', async () => {
    const stream = `after-${randomUUID()}`;
    await appendEvents(db, stream, [newEvent('A')], 'no_stream');
    const { reader } = counted((ids) => ids.some((id) => id.startsWith('poison')));
    const blocker = reader.read([stream]);
    const second = reader.read([stream]);
    const [poisoned, beside] = await Promise.allSettled([reader.read(['poison']), reader.read([stream])]);
    await Promise.all([blocker, second]);
    expect(poisoned).toMatchObject({ status: 'rejected', reason: new Error('the statement failed') });
    // Queued together with the poisoned read, in one statement: the same failure.
    expect(beside.status).toBe('rejected');
    expect((await reader.read([stream]))[0]!.revision).toBe(0n);
  });

  it('asks nothing of the database for no streams', async () => {
    const { reader, statements } = counted();
    expect(await reader.read([])).toEqual([]);
    expect(statements).toEqual([]);
  });
});
