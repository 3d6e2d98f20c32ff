import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels } from '@dtn/projections';
import { recordPushes } from '@dtn/projections/push/record-pushes';
import { headCursor, readPushes, type PushCursor } from './push-log';

describe('push_log reads', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    // Fifteen rows in one transaction: their ids cross from one digit to two (9 -> 10).
    await db.transaction((tx) =>
      recordPushes(
        tx,
        Array.from({ length: 15 }, (_, i) => ({
          key: `row-${i + 1}`,
          at: new Date(),
          push: {
            kind: 'notification' as const,
            userId: '00000000-0000-4000-8000-000000000001',
            data: { change: 'raised' as const, notificationId: String(i + 1) },
          },
        })),
      ),
    );
    // Reads hold rows back while any older transaction on the server is open (other test
    // files share it), as the push hub does: wait until all fifteen are readable.
    while ((await readPushes(db, undefined, 100)).length < 15) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('reads every row once, in id order, however LIMIT cuts the reads', async () => {
    const seen: unknown[] = [];
    let cursor: PushCursor | undefined;
    for (;;) {
      const rows = await readPushes(db, cursor, 4);
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => Number(row.data.notificationId)));
      cursor = rows.at(-1)!.cursor;
    }
    expect(seen).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('finds the head at the last row written, not the last as text', async () => {
    const all = await readPushes(db, undefined, 100);
    const last = all.map((row) => row.cursor).reduce((a, b) => (b.id > a.id ? b : a));
    expect(Number(last.id) - Number(all[0]!.cursor.id)).toBe(14);
    expect(await headCursor(db)).toEqual(last);
  });
});
