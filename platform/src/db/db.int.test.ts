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

describe('prepared statements', () => {
  it('runs a repeated statement prepared on the server, with the same answers as unnamed', async () => {
    const db = await createTestDatabase();
    try {
      await db.query('CREATE TABLE t (id int primary key, name text)');
      const answers = [];
      for (let i = 0; i < 6; i++) {
        await db.query('INSERT INTO t VALUES ($1, $2)', [i, `n${i}`]);
        answers.push((await db.query<{ name: string }>('SELECT name FROM t WHERE id = $1', [i])).rows);
      }
      expect(answers).toEqual([0, 1, 2, 3, 4, 5].map((i) => [{ name: `n${i}` }]));
      const prepared = await db.transaction((tx) =>
        tx.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%FROM t WHERE id%'"),
      );
      // One call at a time: the pool has used one connection, which holds the prepared form.
      expect(prepared.rows).toEqual([{ statement: 'SELECT name FROM t WHERE id = $1' }]);
    } finally {
      await db.dispose();
    }
  });

  it('runs a text unnamed after its prepared form went stale (a column added under SELECT *)', async () => {
    const db = await createTestDatabase();
    try {
      await db.query('CREATE TABLE t (id int primary key)');
      await db.query('INSERT INTO t VALUES (1)');
      const select = () => db.transaction((tx) => tx.query('SELECT * FROM t WHERE id = $1', [1]));
      for (let i = 0; i < 4; i++) await select();
      await db.query('ALTER TABLE t ADD COLUMN extra text');
      // The one call that meets the stale plan may fail; every call after it answers.
      await select().catch(() => undefined);
      expect((await select()).rows).toEqual([{ id: 1, extra: null }]);
    } finally {
      await db.dispose();
    }
  });
});

describe('listen', () => {
  it('lets go of its connection once on close: the server ending that connection later throws nothing', async () => {
    const db = await createTestDatabase();
    const admin = await createTestDatabase();
    try {
      const listener = await db.listen('dtn_close_test', { onNotify: () => undefined });
      await listener.close();
      // The connection went back to the pool after its UNLISTEN; end it from the server's side,
      // as a server shutting down does, and wait until it is gone.
      const unlistened = `SELECT pid FROM pg_stat_activity WHERE query = 'UNLISTEN "dtn_close_test"' AND datname = current_database()`;
      await admin.query(`SELECT pg_terminate_backend(pid) FROM (${unlistened}) s`);
      while ((await admin.query(unlistened)).rows.length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      // Its error reached the client (it is read before the pool answers again): the pool drops
      // the connection and answers from a new one; releasing it a second time used to throw.
      for (let answered = 0; answered < 3;) {
        await db.query('SELECT 1').then(
          () => (answered += 1),
          () => undefined,
        );
      }
    } finally {
      await db.dispose();
      await admin.dispose();
    }
  });
});
