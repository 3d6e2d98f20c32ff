import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { openDatabase } from './database-from-env';

describe('openDatabase', () => {
  it('persists an embedded database under dataDir across restarts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dtn-db-'));
    const dataDir = join(root, 'nested', 'pgdata');
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.query('CREATE TABLE kept (n int)');
      await first.query('INSERT INTO kept VALUES (42)');
      await first.close();
      const second = await openDatabase({ dataDir });
      const { rows } = await second.query<{ n: number }>('SELECT n FROM kept');
      expect(rows).toEqual([{ n: 42 }]);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('uses the PostgreSQL server when a URL is given', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return; // covered when the suite runs with TEST_DATABASE_URL
    const db = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    expect(db.kind).toBe('pg');
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();
  });
});
