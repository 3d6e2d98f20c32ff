/**
 * `npm start`'s server (embedded/src/main.ts, its own PostgreSQL in a fresh data folder) as a
 * child process for the load benchmarks, with what they need to drive and observe it.
 *
 *   const app = await startEmbeddedApp()
 *   app.url, app.token(email), app.sql(text) (its cluster), app.pids(), app.cpuSeconds(),
 *   app.metrics() (its Prometheus samples by name), await app.stop()
 *
 * `{ statementStats: true }` (the benches take it from BENCH_PG_STATEMENTS=1): the cluster is
 * initialised first with pg_stat_statements loaded (ALTER SYSTEM), so `topStatements()` can say
 * which statements took the server's time; off by default, since the extension costs a little.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@dtn/platform/db/embedded-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A demo user's access token from the dev identity provider of the server at `base`. */
export async function devToken(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function startEmbeddedApp(env: Record<string, string> = {}, options: { statementStats?: boolean } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-bench-app-'));
  if (options.statementStats) await loadStatementStats(path.join(dataDir, 'postgres'));
  const port = await freePort();
  const metricsPort = await freePort();
  // BENCH_CPU_PROF_DIR: the server runs under node --cpu-prof and writes its profile there when
  // it stops (a .cpuprofile, for Chromium's DevTools).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const main = path.join(root, 'embedded/src/main.ts');
  const flags = await startFlags();
  const [command, args] = profileDir
    ? [process.execPath, [...flags, '--cpu-prof', '--cpu-prof-dir', profileDir, '--import', 'tsx', main]]
    : [path.join(root, 'node_modules/.bin/tsx'), [...flags, main]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      METRICS_PORT: String(metricsPort),
      ...env,
    },
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
    token: (email: string): Promise<string> => devToken(url, email),
    sql: <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => client.query<T>(text, params).then((r) => r.rows),
    async pids(): Promise<{ node: number; postmaster: number }> {
      // tsx runs the server as its child; under --cpu-prof the server is the child itself.
      const node = profileDir
        ? child.pid!
        : Number((await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(/\s+/)[0]);
      return { node, postmaster: Number(pid[0]) };
    },
    /** CPU seconds used so far by the server's Node process and by its PostgreSQL (the
     * postmaster, its live processes and the ones it has reaped). */
    async cpuSeconds(): Promise<{ node: number; postgres: number }> {
      const { node, postmaster } = await this.pids();
      let postgres = await cpuSecondsOf(postmaster, true);
      for (const child of await childrenOf(postmaster)) postgres += await cpuSecondsOf(child).catch(() => 0);
      return { node: await cpuSecondsOf(node), postgres };
    },
    /** The statements that took the most server time since the last `resetStatements()` (needs
     * `statementStats`). */
    async topStatements(limit = 12) {
      const rows = await client.query<{ ms: number; calls: string; rows: string; query: string }>(
        `SELECT round(total_exec_time)::float8 AS ms, calls::text, rows::text, regexp_replace(query, '\\s+', ' ', 'g') AS query
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT $1`,
        [limit],
      );
      return rows.rows.map((r) => ({ ms: r.ms, calls: Number(r.calls), rows: Number(r.rows), query: r.query.slice(0, 160) }));
    },
    /** The ops listener's /metrics as name{labels} -> value. Reading it starts the event-loop
     * delay figures (nodejs_eventloop_lag_*) afresh, so they cover the time since the last read. */
    async metrics(): Promise<Map<string, number>> {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const samples = new Map<string, number>();
      for (const line of text.split('\n')) {
        const match = /^(\S+)\s+(\S+)$/.exec(line);
        if (match && !line.startsWith('#')) samples.set(match[1]!, Number(match[2]));
      }
      return samples;
    },
    async resetStatements() {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query('SELECT pg_stat_statements_reset()');
    },
    async stop() {
      await client.end();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    },
  };
}

/** The node flags `npm start` gives the server (package.json's start script), so the benches
 * measure the server as it runs. */
async function startFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /\btsx ((?:--\S+ )*)embedded\/src\/main\.ts/.exec(scripts.start ?? '')?.[1];
  if (flags === undefined) throw new Error("package.json's start script no longer runs tsx embedded/src/main.ts");
  return flags.split(' ').filter(Boolean);
}

/** Initialises the cluster in `dir` (as the app would) and sets it to load pg_stat_statements. */
async function loadStatementStats(dir: string) {
  const server = await startEmbeddedPostgres({ dir });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  await client.end();
  await server.stop();
}

const ticksPerSecond = 100; // Linux USER_HZ

async function cpuSecondsOf(pid: number, withReapedChildren = false): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime, stime; and cutime, cstime: the children it has reaped (a PostgreSQL backend that
  // ended between the two readings counts there, so the total never goes down).
  const own = Number(fields[11]) + Number(fields[12]);
  return (withReapedChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / ticksPerSecond;
}

/** The pids whose parent is `pid` (the postmaster's backends and workers). */
async function childrenOf(pid: number): Promise<number[]> {
  const all = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const out: number[] = [];
  for (const candidate of all) {
    const stat = await readFile(`/proc/${candidate}/stat`, 'utf8').catch(() => '');
    if (Number(stat.split(') ')[1]?.split(' ')[1]) === pid) out.push(candidate);
  }
  return out;
}

export type EmbeddedApp = Awaited<ReturnType<typeof startEmbeddedApp>>;
