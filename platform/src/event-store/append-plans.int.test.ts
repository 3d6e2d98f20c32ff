import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { newEvent } from './event-store-contract';
import { appendBatch } from './postgres-append-batch';
import { migrateEventStore } from './postgres-schema';

/** Sequential scans of the event store's tables so far in this transaction (this backend's own
 * counters: no waiting for the statistics to be reported). */
async function seqScans(tx: SqlClient): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT coalesce(sum(seq_scan), 0)::text AS n FROM pg_stat_xact_user_tables
      WHERE schemaname = current_schema() AND relname IN ('es_events', 'es_streams')`,
  );
  return Number(rows[0]!.n);
}

describe("group commit's set-based pass on a store that was empty when its plans were made", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateEventStore(db);
  });
  afterAll(() => db.dispose());

  it('finds streams and retried events by index, never by reading the whole table', async () => {
    await db.transaction(async (tx) => {
      const before = await seqScans(tx);
      // Past PL/pgSQL's first five custom plans, onto the plan it keeps for the session, while
      // the tables are as small as a fresh store's and have never been analysed.
      for (let batch = 0; batch < 12; batch++) {
        const appends = Array.from({ length: 8 }, () => ({
          streamId: `s-${randomUUID()}`,
          events: [newEvent('A')],
          expectedRevision: 'no_stream' as const,
        }));
        const outcomes = await appendBatch(tx, appends);
        expect(outcomes.every((o) => !(o instanceof Error))).toBe(true);
      }
      expect(await seqScans(tx)).toBe(before);
    });
  });
});
