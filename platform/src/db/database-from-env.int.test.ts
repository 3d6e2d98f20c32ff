import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { openDatabase } from './database-from-env';
import { startEmbeddedPostgres } from './embedded-postgres';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');

/** Another process of ours running the server of `dir` (embedded-postgres-child.ts): its URL.
 * Node itself with tsx's loader, not the tsx wrapper, so that killing it kills the owner. */
async function serverInAnotherProcess(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'embedded-postgres-child.ts'), dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('exit', (code) => reject(new Error(`the child exited with ${String(code)}`)));
  });
  return { child, url };
}

async function sql(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = async (dir: string) => Number((await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls until `check` holds (no fixed sleep: the machine may be busy). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
    const other = await serverInAnotherProcess(join(dir, 'postgres'));
    try {
      await sql(other.url, 'CREATE TABLE shared (n int)');
      const beside = await startEmbeddedPostgres({ dir: join(dir, 'postgres') });
      expect(beside.owned).toBe(false);
      await beside.stop();
      expect(await sql(other.url, 'SELECT count(*)::int AS n FROM shared')).toEqual([{ n: 0 }]);
    } finally {
      other.child.kill('SIGTERM');
      await new Promise((resolve) => other.child.once('exit', resolve));
    }
  });

  it('stops the server a crashed run left behind and starts afresh with the data intact', async () => {
    const dir = await dataDir();
    const crashed = await serverInAnotherProcess(join(dir, 'postgres'));
    await sql(crashed.url, 'CREATE TABLE survived (n int); INSERT INTO survived VALUES (7)');
    const orphanPid = await postmasterPid(dir);
    // The owner dies without stopping its server.
    crashed.child.kill('SIGKILL');
    await new Promise((resolve) => crashed.child.once('exit', resolve));

    const restarted = await openDatabase({ dataDir: dir });
    expect((await restarted.query('SELECT n FROM survived')).rows).toEqual([{ n: 7 }]);
    expect(await postmasterPid(dir)).not.toBe(orphanPid);
    await restarted.close();
  });

  it('clears a postmaster.pid whose pid another process has taken since, and leaves that process alone', async () => {
    const dir = await dataDir();
    const first = await openDatabase({ dataDir: dir });
    const pidFile = join(dir, 'postgres', 'postmaster.pid');
    const lines = (await readFile(pidFile, 'utf8')).split('\n');
    await first.close();
    // The server died with its pid file in place (killed with its owner, or a container restart),
    // and the pid is now a stranger's.
    const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
    await writeFile(pidFile, [String(stranger.pid), ...lines.slice(1)].join('\n'));
    try {
      const second = await openDatabase({ dataDir: dir });
      expect((await second.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
      await second.close();
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('starts its server again when it dies, on the same port, and the pool carries on', async () => {
    const dir = await dataDir();
    const lines: string[] = [];
    const db = await openDatabase({ dataDir: dir, log: (line) => lines.push(line) });
    await db.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
    const pidFile = () => readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8').then((text) => text.split('\n'));
    const [killed, , , port] = await pidFile();
    process.kill(Number(killed), 'SIGKILL');
    // A killed server's backends may answer a moment longer: wait for the new server's answer.
    const restarted = async () => {
      const [pid] = await pidFile().catch(() => []);
      if (pid === undefined || pid === killed) return false;
      return db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept').then(
        ({ rows }) => rows[0]?.n === 1,
        () => false,
      );
    };
    await eventually(restarted);
    const now = await pidFile();
    expect(isAlive(Number(now[0]))).toBe(true);
    expect(now[3]).toBe(port);
    expect(lines.join('\n')).toMatch(/exited unexpectedly \(signal SIGKILL\)[\s\S]*running again/);
    await db.close();
  });

  it('closes after its server died, as at any other time', async () => {
    const dir = await dataDir();
    const db = await openDatabase({ dataDir: dir });
    const killed = await postmasterPid(dir);
    process.kill(killed, 'SIGKILL');
    // Reaped: the process's exit has been reported (a close once waited for that report again, forever).
    await eventually(async () => !isAlive(killed));
    await db.close();
    // Stopped, or never started again: no server of the folder runs.
    const pid = await postmasterPid(dir).catch(() => undefined);
    expect(pid === undefined || !isAlive(pid)).toBe(true);
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
