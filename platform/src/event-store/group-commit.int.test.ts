import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { newEvent } from './event-store-contract';
import { groupCommit } from './group-commit';
import { migrateEventStore } from './postgres-schema';
import { WrongExpectedRevisionError } from './port';

/** Group commit: appends that queue behind one in flight go together, each with its own answer. */
describe('group commit of appends', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateEventStore(db);
  });
  afterAll(() => db.dispose());

  it('writes appends that queued together in one transaction, each answered with its own revision', async () => {
    const appender = groupCommit(db);
    const streams = Array.from({ length: 30 }, () => `s-${randomUUID()}`);
    const results = await Promise.all(streams.map((stream) => appender.append(stream, [newEvent('A'), newEvent('B')], 'no_stream')));
    expect(results.every((r) => r.nextExpectedRevision === 1n)).toBe(true);
    // The first appends go alone (nothing to wait for); the rest, queued meanwhile, share commits.
    expect(new Set(results.map((r) => r.position.commit)).size).toBeLessThanOrEqual(4);
    const stored = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE stream_id = ANY($1)', [streams]);
    expect(stored.rows[0]!.n).toBe('60');
  });

  it('fails only the append whose expected revision is wrong; the others of its batch are stored', async () => {
    const appender = groupCommit(db, { maxInFlight: 1 });
    const busy = `busy-${randomUUID()}`;
    await appender.append(busy, [newEvent('A')], 'no_stream');
    const [blocker, ...rest] = await Promise.allSettled([
      appender.append(`x-${randomUUID()}`, [newEvent('A')], 'no_stream'),
      appender.append(busy, [newEvent('B')], 5n),
      appender.append(busy, [newEvent('C')], 0n),
      appender.append(`y-${randomUUID()}`, [newEvent('A')], 'any'),
    ]);
    expect(blocker.status).toBe('fulfilled');
    expect(rest[0]).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedRevisionError) });
    expect((rest[0] as PromiseRejectedResult).reason).toMatchObject({ actual: 0n });
    expect(rest.slice(1).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const busyEvents = await db.query<{ event_type: string }>(
      'SELECT event_type FROM es_events WHERE stream_id = $1 ORDER BY stream_position',
      [busy],
    );
    expect(busyEvents.rows.map((r) => r.event_type)).toEqual(['A', 'C']);
  });

  it('answers a retried append in a batch with the original result, storing nothing twice', async () => {
    const appender = groupCommit(db, { maxInFlight: 1 });
    const stream = `retry-${randomUUID()}`;
    const events = [newEvent('A')];
    const first = await appender.append(stream, events, 'no_stream');
    const [again] = await Promise.all([
      appender.append(stream, events, 'no_stream'),
      appender.append(`z-${randomUUID()}`, [newEvent('A')], 'any'),
    ]);
    expect(again).toEqual(first);
  });
});
