import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createFreshClusterDatabase, createTestDatabase } from '../db/test-database';
import { newEvent } from './event-store-contract';
import { createPostgresEventStore } from './postgres-event-store';
import { appendBatch } from './postgres-append-batch';
import { migrateEventStore } from './postgres-schema';
import { WrongExpectedRevisionError } from './port';

// What only the PostgreSQL adapter promises, beyond the contract suite.
describe('PostgreSQL event store', () => {
  it('migrates idempotently, also when several stores start at once', async () => {
    const db = await createTestDatabase();
    try {
      await Promise.all([migrateEventStore(db), migrateEventStore(db), createPostgresEventStore(db)]);
      await migrateEventStore(db);
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM es_events');
      expect(rows[0]!.n).toBe('0');
    } finally {
      await db.dispose();
    }
  });

  it('replaces an es_append_batch of an earlier signature instead of leaving an ambiguous overload beside it', async () => {
    const db = await createTestDatabase();
    try {
      // The signature before appendToStreams' groups (a stand-in body: only the signature matters).
      await db.query(
        'CREATE FUNCTION es_append_batch(text[], bigint[], int[], int[], int[], uuid[], text[], jsonb, jsonb) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$',
      );
      await migrateEventStore(db);
      const { rows } = await db.query<{ args: number }>(
        "SELECT pronargs AS args FROM pg_proc WHERE proname = 'es_append_batch' AND pronamespace = current_schema()::regnamespace",
      );
      expect(rows).toEqual([{ args: 10 }]);
      const outcomes = await appendBatch(db, [
        { streamId: `a-${randomUUID()}`, events: [newEvent('A')], expectedRevision: 'no_stream' },
        { streamId: `b-${randomUUID()}`, events: [newEvent('B')], expectedRevision: 'no_stream' },
      ]);
      expect(outcomes.map((o) => (o instanceof Error ? o.message : o.nextExpectedRevision))).toEqual([0n, 0n]);
    } finally {
      await db.dispose();
    }
  });

  it('stores one copy when identical retries race with expected revision any', async () => {
    const db = await createTestDatabase();
    const store = await createPostgresEventStore(db);
    try {
      const id = `retry-${randomUUID()}`;
      const events = [newEvent('A'), newEvent('B')];
      const results = await Promise.all(Array.from({ length: 5 }, () => store.appendToStream(id, events, { expectedRevision: 'any' })));
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 1n, 1n, 1n, 1n]);
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A', 'B']);
    } finally {
      await store.close();
      await db.dispose();
    }
  });

  it('checks the expected revision on an empty append and writes nothing', async () => {
    const db = await createTestDatabase();
    const store = await createPostgresEventStore(db);
    try {
      const id = `empty-${randomUUID()}`;
      expect((await store.appendToStream(id, [], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(-1n);
      await expect(store.appendToStream(id, [], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.appendToStream(id, [newEvent('A')], { expectedRevision: 'no_stream' });
      expect((await store.appendToStream(id, [], { expectedRevision: 0n })).nextExpectedRevision).toBe(0n);
    } finally {
      await store.close();
      await db.dispose();
    }
  });

  it('rejects an event id already stored in another stream', async () => {
    const db = await createTestDatabase();
    const store = await createPostgresEventStore(db);
    try {
      const event = newEvent('A');
      await store.appendToStream(`one-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(`two-${randomUUID()}`, [event], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
        code: '23505',
      });
    } finally {
      await store.close();
      await db.dispose();
    }
  });
});

// Regression: readAll once ordered by the text form of transaction_id, so paging broke when
// transaction ids crossed a power of ten (999 -> 1000). A fresh cluster starts below 1000.
describe('PostgreSQL event store paging across transaction-id digit boundaries', () => {
  it('pages every event exactly once, in order, across xid 999 -> 1000', async () => {
    const db = await createFreshClusterDatabase();
    const store = await createPostgresEventStore(db);
    try {
      const first = await db.query<{ x: string }>('SELECT pg_current_xact_id()::text AS x');
      const needed = Math.max(0, 1000 - Number(first.rows[0]!.x)) + 50;
      for (let i = 0; i < needed; i++) await store.appendToStream(`s-${i}`, [newEvent('A')], { expectedRevision: 'no_stream' });
      const seen: bigint[] = [];
      let from;
      for (;;) {
        const page = await store.readAll({ from, maxCount: 37 });
        if (page.length === 0) break;
        seen.push(...page.map((e) => e.position.commit));
        from = page[page.length - 1]!.position;
      }
      expect(seen).toHaveLength(needed);
      expect(seen.some((x) => x < 1000n) && seen.some((x) => x >= 1000n)).toBe(true);
      expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
    } finally {
      await store.close();
      await db.dispose();
    }
  });
});

describe('subscriptions woken by appends of another process (LISTEN/NOTIFY)', () => {
  it('delivers an event appended by another store instance long before the safety-net poll', async () => {
    const db = await createTestDatabase();
    // Two store instances share no in-process wake-up: only the NOTIFY of the append's commit
    // reaches the subscriber, whose safety-net poll is a minute.
    const subscriberStore = await createPostgresEventStore(db, { pollIntervalMs: 60_000 });
    const appenderStore = await createPostgresEventStore(db);
    try {
      const seen: string[] = [];
      const subscription = subscriberStore.subscribeToAll({ handler: async (events) => void seen.push(...events.map((e) => e.type)) });
      // Let the subscription open its LISTEN and finish its first (empty) read.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await appenderStore.appendToStream(`n-${randomUUID()}`, [newEvent('Woken')], { expectedRevision: 'no_stream' });
      const deadline = Date.now() + 30_000;
      while (!seen.includes('Woken') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toContain('Woken');
      await subscription.stop();
    } finally {
      await subscriberStore.close();
      await appenderStore.close();
      await db.dispose();
    }
  });
});
