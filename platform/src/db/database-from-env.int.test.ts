import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from './database-from-env';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The embedded default: a real PostgreSQL server under the data folder (embedded-postgres.ts). */
describe('openDatabase without a URL: the embedded PostgreSQL server of the data folder', () => {
  const roots: string[] = [];
  const dataDir = async () => {
    const root = await mkdtemp(join(tmpdir(), 'dtn-db-'));
    roots.push(root);
    return join(root, 'nested', 'data');
  };
  afterAll(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true });
  });

  it('initialises once, keeps the data across restarts, and is a real server', async () => {
    const dir = await dataDir();
    const first = await openDatabase({ dataDir: dir });
    expect((await first.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v).toMatch(/^\d+\./);
    await first.query('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (42)');
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect((await second.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
    await second.close();
  });

  it('shares a running server with a second process of ours, which never stops it', async () => {
    const dir = await dataDir();
    const first = await openDatabase({ dataDir: dir });
    await first.query('CREATE TABLE shared (n int)');
    // Another process would find the owner alive; here the owner file names a live process other than us.
    await writeFile(join(dir, 'postgres.owner'), String(process.ppid));
    const beside = await startEmbeddedPostgres({ dir: join(dir, 'postgres') });
    expect(beside.owned).toBe(false);
    await beside.stop();
    expect((await first.query('SELECT count(*)::int AS n FROM shared')).rows).toEqual([{ n: 0 }]);
    await first.close();
  });

  it('stops the server a crashed run left behind and starts afresh with the data intact', async () => {
    const dir = await dataDir();
    const crashed = await startEmbeddedPostgres({ dir: join(dir, 'postgres') });
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: crashed.url });
    await client.connect();
    await client.query('CREATE TABLE survived (n int); INSERT INTO survived VALUES (7)');
    await client.end();
    // The owner died without stopping its server (SIGKILL): its pid names no live process.
    await writeFile(join(dir, 'postgres.owner'), '999999999');
    const orphanPid = Number((await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

    const restarted = await openDatabase({ dataDir: dir });
    expect((await restarted.query('SELECT n FROM survived')).rows).toEqual([{ n: 7 }]);
    const nowPid = Number((await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(nowPid).not.toBe(orphanPid);
    await restarted.close();
  });

  it('connects through the Unix socket in its folder, and still answers on its loopback port', async () => {
    const dir = join(await dataDir(), 'postgres');
    const server = await startEmbeddedPostgres({ dir });
    try {
      expect(new URL(server.url).searchParams.get('host')).toBe(dir);
      const { default: pg } = await import('pg');
      const viaSocket = new pg.Client({ connectionString: server.url });
      await viaSocket.connect();
      // A socket connection has no client address.
      expect((await viaSocket.query('SELECT inet_client_addr() AS addr')).rows).toEqual([{ addr: null }]);
      await viaSocket.end();
      const password = (await readFile(`${dir}.password`, 'utf8')).trim();
      const viaPort = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: 'postgres' });
      await viaPort.connect();
      expect((await viaPort.query('SELECT inet_client_addr() AS addr')).rows).toEqual([{ addr: '127.0.0.1' }]);
      await viaPort.end();
    } finally {
      await server.stop();
    }
  });

  it('uses the PostgreSQL server when a URL is given', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return; // covered when the suite runs with TEST_DATABASE_URL
    const db = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();
  });
});
