import { describe, it, expect } from '@jest/globals';
import { createTestDatabase } from './test-database';

describe('test database', () => {
  it('runs queries and keeps int8 as strings', async () => {
    const db = await createTestDatabase();
    try {
      await db.query('CREATE TABLE t (id bigint primary key, body jsonb)');
      await db.query('INSERT INTO t VALUES ($1, $2)', ['9007199254740993', JSON.stringify({ a: 1 })]);
      const { rows } = await db.query<{ id: string; body: unknown }>('SELECT id, body FROM t');
      expect(rows).toEqual([{ id: '9007199254740993', body: { a: 1 } }]);
    } finally {
      await db.dispose();
    }
  });

  it('rolls a failed transaction back', async () => {
    const db = await createTestDatabase();
    try {
      await db.query('CREATE TABLE t (id int primary key)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t VALUES (1)');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await db.transaction((tx) => tx.query('INSERT INTO t VALUES (2)'));
      const { rows } = await db.query<{ id: number }>('SELECT id FROM t');
      expect(rows).toEqual([{ id: 2 }]);
    } finally {
      await db.dispose();
    }
  });
});
