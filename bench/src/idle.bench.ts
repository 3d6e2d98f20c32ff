/**
 * An idle `npm start` (issue 17): the embedded server with its own PostgreSQL in a fresh data
 * folder (embedded-app.ts), seeded, then left alone. Over IDLE_SECONDS (default 60) after it
 * settles:
 * - CPU seconds used by the Node process and by the PostgreSQL server's processes;
 * - transactions per second the server committed (pg_stat_database of its cluster): a
 *   subscription polling in a loop shows here, a LISTEN-woken one does not.
 */
import { startEmbeddedApp } from './embedded-app';
import { round } from './stats';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_SECONDS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function idleBenchmark() {
  const app = await startEmbeddedApp({ LOG_LEVEL: 'warn' });
  try {
    await sleep(SETTLE_SECONDS * 1000);
    const transactions = async () =>
      Number(
        (
          await app.sql<{ n: string }>("SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = 'postgres'")
        )[0]!.n,
      );
    const before = { ...(await app.cpuSeconds()), transactions: await transactions() };
    await sleep(IDLE_SECONDS * 1000);
    const after = { ...(await app.cpuSeconds()), transactions: await transactions() };
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
