/**
 * An idle `npm start` (issue 17): the embedded server with its own PostgreSQL in a fresh data
 * folder, seeded, then left alone. Over IDLE_SECONDS (default 60) after it settles:
 * - CPU seconds used by the Node process and by the PostgreSQL server's processes;
 * - transactions per second the server committed (pg_stat_database of its cluster): a
 *   subscription polling in a loop shows here, a LISTEN-woken one does not.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { round } from './stats';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_SECONDS = 10;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ticksPerSecond = 100; // Linux USER_HZ

async function cpuSeconds(pid: number, withReapedChildren = false): Promise<number> {
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function idleBenchmark() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-idle-'));
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'embedded/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('the server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const nodePid = Number((await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(/\s+/)[0]);
    const postmaster = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const pgPort = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]);
    const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
    const stats = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'postgres' });
    await stats.connect();
    const transactions = async () =>
      Number(
        (
          await stats.query<{ n: string }>(
            "SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = 'postgres'",
          )
        ).rows[0]!.n,
      );
    const pgCpu = async () => {
      let total = await cpuSeconds(postmaster, true);
      for (const pid of await childrenOf(postmaster)) total += await cpuSeconds(pid).catch(() => 0);
      return total;
    };
    const before = { node: await cpuSeconds(nodePid), postgres: await pgCpu(), transactions: await transactions() };
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const after = { node: await cpuSeconds(nodePid), postgres: await pgCpu(), transactions: await transactions() };
    await stats.end();
    const perMinute = (a: number, b: number) => round(((b - a) * 60) / IDLE_SECONDS);
    return {
      seconds: IDLE_SECONDS,
      cpuSecondsPerMinute: { node: perMinute(before.node, after.node), postgres: perMinute(before.postgres, after.postgres) },
      // Our stats reads count too: two per measurement.
      transactionsPerSecond: round((after.transactions - before.transactions - 2) / IDLE_SECONDS),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  }
}
