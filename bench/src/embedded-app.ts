/**
 * `npm start`'s server (embedded/src/main.ts, its own PostgreSQL in a fresh data folder) as a
 * child process for the load benchmarks, with what they need to drive and observe it.
 *
 *   const app = await startEmbeddedApp()
 *   app.url, app.token(email), app.sql(text) (its cluster), app.pids(), await app.stop()
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function startEmbeddedApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-bench-app-'));
  const port = await freePort();
  // BENCH_CPU_PROF_DIR: the server runs under node --cpu-prof and writes its profile there when
  // it stops (a .cpuprofile, for Chromium's DevTools).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const main = path.join(root, 'embedded/src/main.ts');
  const [command, args] = profileDir
    ? [process.execPath, ['--cpu-prof', '--cpu-prof-dir', profileDir, '--import', 'tsx', main]]
    : [path.join(root, 'node_modules/.bin/tsx'), [main]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', METRICS_PORT: '0', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 900) throw new Error('the embedded app did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid[3]),
    user: 'postgres',
    database: 'postgres',
    password: (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim(),
  });
  await client.connect();
  return {
    url,
    async token(email: string): Promise<string> {
      const res = await fetch(`${url}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    },
    sql: <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => client.query<T>(text, params).then((r) => r.rows),
    async pids(): Promise<{ node: number; postmaster: number }> {
      // tsx runs the server as its child; under --cpu-prof the server is the child itself.
      const node = profileDir
        ? child.pid!
        : Number((await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(/\s+/)[0]);
      return { node, postmaster: Number(pid[0]) };
    },
    async stop() {
      await client.end();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    },
  };
}

export type EmbeddedApp = Awaited<ReturnType<typeof startEmbeddedApp>>;
