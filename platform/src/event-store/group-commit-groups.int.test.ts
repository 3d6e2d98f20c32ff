import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { newEvent } from './contract-support';
import { groupCommit } from './group-commit';
import { appendGroups, BATCH_ARGUMENTS, batchParameters, type BatchedAppend } from './postgres-append-batch';
import { migrateEventStore } from './postgres-schema';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision } from './port';

/** Groups in group commit (appendToStreams): how they travel in es_append_batch with the rest. */
describe('group commit of groups of appends', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateEventStore(db);
  });
  afterAll(() => db.dispose());

  const id = (name: string) => `${name}-${randomUUID()}`;
  const append = (streamId: string, expectedRevision: ExpectedRevision, events = 1): BatchedAppend => ({
    streamId,
    expectedRevision,
    events: Array.from({ length: events }, (_, k) => newEvent(`E${k}`)),
  });
  const seeded = async () => {
    const streamId = id('seeded');
    await appendGroups(db, [[append(streamId, 'no_stream')]]);
    return streamId;
  };
  const revisionOf = async (streamId: string) =>
    (await db.query<{ revision: string }>('SELECT revision::text FROM es_streams WHERE stream_id = $1', [streamId])).rows[0]?.revision ??
    null;
  /** The es_append functions' calls made by `work`, on a transaction of its own. (The view also
   * shows the connection's earlier calls until they are reported, hence the difference.) */
  const functionCalls = (work: (tx: SqlClient) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await tx.query("SET LOCAL track_functions = 'pl'");
      const counts = async () => {
        const { rows } = await tx.query<{ funcname: string; calls: string }>(
          "SELECT funcname, calls::text FROM pg_stat_xact_user_functions WHERE funcname LIKE 'es_append%'",
        );
        return new Map(rows.map((row) => [row.funcname, Number(row.calls)]));
      };
      const before = await counts();
      const outcome: unknown = await work(tx).catch((error: unknown) => error);
      const after = await counts();
      const calls: Record<string, number> = {};
      for (const [name, n] of after) if (n !== (before.get(name) ?? 0)) calls[name] = n - (before.get(name) ?? 0);
      return { outcome, calls };
    });

  it('rolls back a group whose member fails in the fallback, and commits the batch’s other appends and groups', async () => {
    const busy = await seeded();
    const [fresh, single, d, e] = [id('fresh'), id('single'), id('d'), id('e')];
    // The wrong revision sends the whole batch to the fallback; `fresh` is appended, then undone.
    const groups = [
      [append(fresh, 'no_stream'), append(busy, 5n)],
      [append(single, 'no_stream', 2)],
      [append(d, 'no_stream'), append(e, 'any')],
    ];
    const { rows } = await db.query<{ idx: number; err_code: string | null; err_detail: string | null; out_transaction_id: string | null }>(
      `SELECT idx, err_code, err_detail, out_transaction_id FROM es_append_batch(${BATCH_ARGUMENTS}, $10::int[])`,
      [...batchParameters(groups.flat()), [0, 0, 1, 2, 2]],
    );
    expect(rows.map((row) => [row.idx, row.err_code, row.err_detail])).toEqual([
      [0, 'ESGRP', '1'],
      [1, 'ESWER', '0'],
      [2, null, null],
      [3, null, null],
      [4, null, null],
    ]);
    expect(new Set(rows.slice(2).map((row) => row.out_transaction_id)).size).toBe(1);
    expect([await revisionOf(fresh), await revisionOf(busy), await revisionOf(single), await revisionOf(d), await revisionOf(e)]).toEqual([
      null,
      '0',
      '1',
      '0',
      '0',
    ]);
  });

  it('fails a group whose streams cannot be locked, naming its first append, rather than answering success', async () => {
    const [a, b] = [await seeded(), await seeded()];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM es_streams WHERE stream_id = $1 FOR UPDATE', [a]);
      locked();
      await held;
    });
    await lockTaken;
    try {
      const rows = await db.transaction(async (tx) => {
        // Both the set-based pass and the group's own lock give up on the held row.
        await tx.query("SET LOCAL lock_timeout = '100ms'");
        const result = await tx.query<{ idx: number; err_code: string | null; err_detail: string | null }>(
          `SELECT idx, err_code, err_detail FROM es_append_batch(${BATCH_ARGUMENTS}, $10::int[])`,
          [...batchParameters([append(a, 0n), append(b, 0n)]), [0, 0]],
        );
        return result.rows;
      });
      expect(rows.map((row) => [row.idx, row.err_code, row.err_detail])).toEqual([
        [0, '55P03', ''],
        [1, 'ESGRP', '0'],
      ]);
    } finally {
      release();
      await holder;
    }
    expect([await revisionOf(a), await revisionOf(b)]).toEqual(['0', '0']);
  });

  it('answers each group of a batch as a whole: the failing member’s error, or every member’s result', async () => {
    const busy = await seeded();
    const [fresh, single, d, e] = [id('fresh'), id('single'), id('d'), id('e')];
    const [failed, alone, both] = await appendGroups(db, [
      [append(fresh, 'no_stream'), append(busy, 'no_stream')],
      [append(single, 'no_stream')],
      [append(d, 'no_stream', 2), append(e, 'no_stream')],
    ]);
    expect(failed).toBeInstanceOf(WrongExpectedRevisionError);
    expect(failed).toMatchObject({ streamId: busy, expected: 'no_stream', actual: 0n });
    expect(alone).toEqual([expect.objectContaining({ nextExpectedRevision: 0n })]);
    expect((both as { nextExpectedRevision: bigint }[]).map((r) => r.nextExpectedRevision)).toEqual([1n, 0n]);
    expect(await revisionOf(fresh)).toBeNull();
  });

  it('sends a group alone in the queue as one es_append_batch call, set-based when its revisions hold', async () => {
    const busy = await seeded();
    const clean = await functionCalls((tx) => groupCommit(tx).appendGroup([append(id('a'), 'no_stream'), append(busy, 0n)]));
    expect(clean.calls).toEqual({ es_append_batch: 1, es_append_set: 1 });
    const stale = await functionCalls((tx) => groupCommit(tx).appendGroup([append(id('a'), 'no_stream'), append(busy, 0n)]));
    expect(stale.outcome).toMatchObject({ name: 'WrongExpectedRevisionError', streamId: busy, actual: 1n });
    expect(stale.calls).toMatchObject({ es_append_batch: 1, es_append_set: 1 });
  });

  it('batches a group with the single appends queued with it, up to maxBatch appends, never splitting it', async () => {
    const three = () => [append(id('x'), 'no_stream'), append(id('y'), 'no_stream'), append(id('z'), 'no_stream')];
    const batched = async (maxBatch: number) => {
      const appender = groupCommit(db, { maxInFlight: 1, maxBatch });
      const blocker = appender.append(id('blocker'), [newEvent('A')], 'no_stream');
      const queued = [
        appender.append(id('before'), [newEvent('A')], 'no_stream'),
        appender.appendGroup(three()),
        appender.append(id('after'), [newEvent('A')], 'no_stream'),
      ];
      await blocker;
      const [before, members, after] = (await Promise.all(queued)) as [AppendResult, AppendResult[], AppendResult];
      return { before: before.position.commit, members: members.map((r) => r.position.commit), after: after.position.commit };
    };
    // 1 + 3 appends fill a batch of 4; `after` goes in the next.
    const four = await batched(4);
    expect(four.members).toEqual([four.before, four.before, four.before]);
    expect(four.after).not.toBe(four.before);
    // A group larger than maxBatch goes alone, whole.
    const two = await batched(2);
    expect(new Set(two.members).size).toBe(1);
    expect([two.before, two.after]).not.toContain(two.members[0]);
  });
});
