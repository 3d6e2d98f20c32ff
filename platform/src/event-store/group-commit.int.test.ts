import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { newEvent } from './event-store-contract';
import { groupCommit } from './group-commit';
import { appendBatch, BATCH_ARGUMENTS, batchParameters } from './postgres-append-batch';
import { migrateEventStore } from './postgres-schema';
import { WrongExpectedRevisionError, type ExpectedRevision } from './port';

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

  describe('the set-based pass (es_append_set)', () => {
    type Append = { stream: string; expected: number; events: number; ids?: string[] };
    const EXPECTED: Record<number, ExpectedRevision> = { [-1]: 'no_stream', [-2]: 'any', [-3]: 'stream_exists' };
    /** es_append_set's and es_append_batch's arguments, as appendBatch sends them. */
    const parameters = (appends: Append[]) =>
      batchParameters(
        appends.map((a) => ({
          streamId: a.stream,
          expectedRevision: a.expected >= 0 ? BigInt(a.expected) : EXPECTED[a.expected]!,
          events: Array.from({ length: a.events }, (_, k) => ({ ...newEvent(`E${k}`, { k }), ...(a.ids?.[k] ? { id: a.ids[k] } : {}) })),
        })),
      );
    const setPass = (appends: Append[]) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ revisions: string[] | null; positions: string[] | null; transaction_id: string }>(
          `SELECT * FROM es_append_set(${BATCH_ARGUMENTS})`,
          parameters(appends),
        );
        return rows[0]!;
      });

    it('writes every kind of expected revision in one pass, answering as the stored rows say', async () => {
      const existing = `set-old-${randomUUID()}`;
      const exact = `set-exact-${randomUUID()}`;
      await appendBatch(db, [
        { streamId: existing, events: [newEvent('A')], expectedRevision: 'no_stream' },
        { streamId: exact, events: [newEvent('A'), newEvent('B')], expectedRevision: 'no_stream' },
      ]);
      const fresh = `set-new-${randomUUID()}`;
      const anyNew = `set-any-${randomUUID()}`;
      const answer = await setPass([
        { stream: fresh, expected: -1, events: 2 },
        { stream: exact, expected: 1, events: 1 },
        { stream: existing, expected: -3, events: 3 },
        { stream: anyNew, expected: -2, events: 1 },
      ]);
      expect(answer.revisions!.map(String)).toEqual(['1', '2', '3', '0']);
      const stored = await db.query<{ stream_id: string; last: string; revision: string; tx: string; n: string }>(
        `SELECT e.stream_id, max(e.global_position)::text AS last, max(e.stream_position)::text AS revision,
                max(e.transaction_id::text) AS tx, count(*)::text AS n
           FROM es_events e WHERE e.stream_id = ANY($1) AND e.event_type LIKE 'E%' GROUP BY e.stream_id`,
        [[fresh, exact, existing, anyNew]],
      );
      const byStream = new Map(stored.rows.map((row) => [row.stream_id, row]));
      expect([fresh, exact, existing, anyNew].map((stream) => byStream.get(stream)!.last)).toEqual(answer.positions!.map(String));
      expect([fresh, exact, existing, anyNew].map((stream) => byStream.get(stream)!.revision)).toEqual(['1', '2', '3', '0']);
      expect([fresh, exact, existing, anyNew].map((stream) => byStream.get(stream)!.n)).toEqual(['2', '1', '3', '1']);
      expect(new Set(stored.rows.map((row) => row.tx))).toEqual(new Set([answer.transaction_id]));
      const events = await db.query<{ stream_position: string; event_type: string }>(
        'SELECT stream_position::text, event_type FROM es_events WHERE stream_id = $1 ORDER BY stream_position',
        [existing],
      );
      expect(events.rows.map((row) => `${row.stream_position}:${row.event_type}`)).toEqual(['0:A', '1:E0', '2:E1', '3:E2']);
      const streams = await db.query<{ revision: string }>(
        'SELECT revision::text FROM es_streams WHERE stream_id = ANY($1) ORDER BY stream_id',
        [[existing, exact]],
      );
      expect(streams.rows.map((row) => row.revision).sort()).toEqual(['2', '3']);
    });

    it('is what es_append_batch runs for a clean batch; a wrong expected revision falls back to one es_append each', async () => {
      const calls = (appends: Append[]) =>
        db.transaction(async (tx) => {
          await tx.query("SET LOCAL track_functions = 'pl'");
          await tx.query(`SELECT * FROM es_append_batch(${BATCH_ARGUMENTS})`, parameters(appends));
          const { rows } = await tx.query<{ funcname: string; calls: string }>(
            "SELECT funcname, calls::text FROM pg_stat_xact_user_functions WHERE funcname IN ('es_append', 'es_append_set') ORDER BY funcname",
          );
          return Object.fromEntries(rows.map((row) => [row.funcname, Number(row.calls)]));
        });
      const fresh = () => ({ stream: `set-batch-${randomUUID()}`, expected: -1, events: 1 });
      expect(await calls([fresh(), fresh(), fresh()])).toEqual({ es_append_set: 1 });
      const taken = fresh();
      await calls([taken]);
      // (The counts of calls inside rolled-back subtransactions are not exact: only that it ran.)
      expect((await calls([fresh(), taken, fresh()])).es_append).toBeGreaterThanOrEqual(2);
    });

    it('writes nothing for a wrong expected revision, a stream twice or a retried append', async () => {
      const stream = `set-refuse-${randomUUID()}`;
      await appendBatch(db, [{ streamId: stream, events: [newEvent('A')], expectedRevision: 'no_stream' }]);
      const other = () => ({ stream: `set-other-${randomUUID()}`, expected: -1, events: 1 });
      expect((await setPass([other(), { stream, expected: 5, events: 1 }])).revisions).toBeNull();
      expect((await setPass([other(), { stream, expected: -1, events: 1 }])).revisions).toBeNull();
      const twiceNew = other();
      await expect(setPass([twiceNew, { ...twiceNew, expected: -2 }])).rejects.toMatchObject({ code: '23505' });
      await expect(setPass([other(), { stream, expected: 0, events: 1 }, { stream, expected: -2, events: 2 }])).rejects.toMatchObject({
        code: '23505',
      });
      const { rows } = await db.query<{ event_id: string }>('SELECT event_id::text FROM es_events WHERE stream_id = $1', [stream]);
      await expect(setPass([other(), { stream, expected: -2, events: 1, ids: [rows[0]!.event_id] }])).rejects.toMatchObject({
        code: '23505',
      });
      const left = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM es_events WHERE stream_id LIKE 'set-other-%'");
      expect(left.rows[0]!.n).toBe('0');
      const revision = await db.query<{ revision: string }>('SELECT revision::text FROM es_streams WHERE stream_id = $1', [stream]);
      expect(revision.rows[0]!.revision).toBe('0');
    });
  });
});
