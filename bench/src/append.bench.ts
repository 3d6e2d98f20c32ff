import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { benchDatabaseUrl, openBenchDatabase } from './bench-database';
import { runConcurrently, summarize } from './stats';

/** Event store append vs a raw single-row INSERT of the same payload, same database, same run,
 * and a peer: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql) appending the
 * same payload with expected versions, in a database of its own on the same server. Each append
 * targets its own stream with "no stream yet" as the expected version, so that the figure
 * measures each store's overhead, not contention on one stream. Ours groups concurrent appends
 * into one commit (platform/src/event-store/group-commit.ts). */
const PAYLOAD = { vin: '1HGCM82633A004352', make: 'Honda', model: 'Accord', year: 2003, price: '12500.00', notes: 'x'.repeat(200) };
const PER_LEVEL = Number(process.env.BENCH_APPENDS ?? 4000);

export async function appendBenchmark() {
  const { db, label, dispose } = await openBenchDatabase();
  try {
    const store = await createPostgresEventStore(db);
    await db.query('CREATE TABLE raw_insert (id uuid primary key, stream_id text, type text, data jsonb, metadata jsonb)');
    const emmett = await emmettPeer();
    const rows = [];
    for (const concurrency of [1, 16, 64]) {
      const raw = await runConcurrently(PER_LEVEL, concurrency, async () => {
        await db.query('INSERT INTO raw_insert VALUES ($1, $2, $3, $4, $5)', [
          randomUUID(),
          `s-${randomUUID()}`,
          'VehicleListed',
          PAYLOAD,
          {},
        ]);
      });
      const append = await runConcurrently(PER_LEVEL, concurrency, async () => {
        await store.appendToStream(
          `inventory-${randomUUID()}`,
          [{ id: randomUUID(), type: 'VehicleListed', data: PAYLOAD, metadata: {} }],
          {
            expectedRevision: 'no_stream',
          },
        );
      });
      const peer = await runConcurrently(PER_LEVEL, concurrency, async () => {
        await emmett.store.appendToStream(`inventory-${randomUUID()}`, [{ type: 'VehicleListed', data: PAYLOAD }], {
          expectedStreamVersion: STREAM_DOES_NOT_EXIST,
        });
      });
      const a = summarize(append.samples, append.wallMs);
      const r = summarize(raw.samples, raw.wallMs);
      const e = summarize(peer.samples, peer.wallMs);
      rows.push({
        concurrency,
        append: a,
        raw: r,
        ratio: Math.round((a.perSecond / r.perSecond) * 100) / 100,
        emmett: e,
        emmettRatio: Math.round((e.perSecond / r.perSecond) * 100) / 100,
      });
    }
    await emmett.dispose();
    return { label, perLevel: PER_LEVEL, rows };
  } finally {
    await dispose();
  }
}

/** Emmett's store on a database of its own (it creates its tables in the public schema). */
async function emmettPeer() {
  const name = `bench_emmett_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: benchDatabaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(benchDatabaseUrl);
  url.pathname = `/${name}`;
  const store = getPostgreSQLEventStore(url.toString(), { connectionOptions: { pooled: true } } as never);
  return {
    store,
    async dispose() {
      await store.close();
      // Its pool's connections may still be closing: one that FORCE ended would raise an
      // unhandled 'error' in this process (it did, once in about ten runs).
      await untilNoConnections(name);
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/** Waits (up to 10 s) until no session is connected to `database`. */
async function untilNoConnections(database: string) {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database]);
      if (rows[0]!.n === '0') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
