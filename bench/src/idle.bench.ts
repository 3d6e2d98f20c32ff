/**
 * An idle `npm start` (issue 17): the embedded server with its own PostgreSQL in a fresh data
 * folder (embedded-app.ts), seeded, then left alone. Over IDLE_SECONDS (default 60) after it
 * settles:
 * - CPU seconds used by the Node process and by the PostgreSQL server's processes;
 * - transactions per second the server committed (pg_stat_database of its cluster): a
 *   subscription polling in a loop shows here, a LISTEN-woken one does not.
 */
import { readFile, readdir } from 'node:fs/promises';
import { startEmbeddedApp } from './embedded-app';
import { round } from './stats';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_SECONDS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export async function idleBenchmark() {
  const app = await startEmbeddedApp({ LOG_LEVEL: 'warn' });
  try {
    await sleep(SETTLE_SECONDS * 1000);
    const { node: nodePid, postmaster } = await app.pids();
    const transactions = async () =>
      Number(
        (
          await app.sql<{ n: string }>("SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = 'postgres'")
        )[0]!.n,
      );
    const pgCpu = async () => {
      let total = await cpuSeconds(postmaster, true);
      for (const pid of await childrenOf(postmaster)) total += await cpuSeconds(pid).catch(() => 0);
      return total;
    };
    const before = { node: await cpuSeconds(nodePid), postgres: await pgCpu(), transactions: await transactions() };
    await sleep(IDLE_SECONDS * 1000);
    const after = { node: await cpuSeconds(nodePid), postgres: await pgCpu(), transactions: await transactions() };
    const perMinute = (a: number, b: number) => round(((b - a) * 60) / IDLE_SECONDS);
    return {
      seconds: IDLE_SECONDS,
      cpuSecondsPerMinute: { node: perMinute(before.node, after.node), postgres: perMinute(before.postgres, after.postgres) },
      // Our stats reads count too: two per measurement.
      transactionsPerSecond: round((after.transactions - before.transactions - 2) / IDLE_SECONDS),
    };
  } finally {
    await app.stop();
  }
}
