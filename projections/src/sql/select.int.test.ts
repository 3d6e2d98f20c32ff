import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { asIso, asNumber, selectInto } from './select';
import { iso, money } from './text';

// The reads alias columns into their records in SQL; these are the values the mappers in
// JavaScript made of the same columns (money of the numeric's text, iso of the timestamptz).
describe('select into a record', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query(`CREATE TABLE t_select (id int PRIMARY KEY, amount numeric(12,2), at timestamptz)`);
    await db.query(
      `INSERT INTO t_select VALUES (1, 23750.00, '2025-03-02T12:00:00Z'), (2, 0.10, '2025-03-01 06:59:59.123456-06'),
         (3, 9999999999.99, '1999-12-31T23:59:59.999999Z'), (4, NULL, NULL)`,
    );
  });
  afterAll(() => db.dispose());

  it('reads numbers and ISO times as the mappers made them, null as null', async () => {
    const aliased = await db.query<{ id: number; amount: number | null; at: string | null }>(
      `SELECT ${selectInto<{ id: number; amount: number | null; at: string | null }>({
        id: 'id',
        amount: asNumber('amount'),
        at: asIso('at'),
      })} FROM t_select ORDER BY id`,
    );
    const mapped = await db.query<{ id: number; amount: string | null; at: Date | null }>(
      'SELECT id, amount::text AS amount, at FROM t_select ORDER BY id',
    );
    expect(aliased.rows).toEqual(mapped.rows.map((r) => ({ id: r.id, amount: money(r.amount), at: r.at === null ? null : iso(r.at) })));
    expect(aliased.rows[1]).toEqual({ id: 2, amount: 0.1, at: '2025-03-01T12:59:59.123Z' });
  });
});
