import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { openBenchDatabase } from './bench-database';
import { runConcurrently, summarize } from './stats';

/** Event store append vs a raw single-row INSERT of the same payload, same database, same run.
 * Each append targets its own stream with expected revision no_stream (first event) so that the
 * figure measures the store's overhead, not contention on one stream. */
const PAYLOAD = { vin: '1HGCM82633A004352', make: 'Honda', model: 'Accord', year: 2003, price: '12500.00', notes: 'x'.repeat(200) };
const PER_LEVEL = Number(process.env.BENCH_APPENDS ?? 4000);

export async function appendBenchmark() {
  const { db, label, dispose } = await openBenchDatabase();
  try {
    const store = await createPostgresEventStore(db);
    await db.query('CREATE TABLE raw_insert (id uuid primary key, stream_id text, type text, data jsonb, metadata jsonb)');
    const rows = [];
    for (const concurrency of [1, 16, 64]) {
      const raw = await runConcurrently(PER_LEVEL, concurrency, async () => {
        await db.query('INSERT INTO raw_insert VALUES ($1, $2, $3, $4, $5)', [randomUUID(), `s-${randomUUID()}`, 'VehicleListed', PAYLOAD, {}]);
      });
      const append = await runConcurrently(PER_LEVEL, concurrency, async () => {
        await store.appendToStream(`inventory-${randomUUID()}`, [{ id: randomUUID(), type: 'VehicleListed', data: PAYLOAD, metadata: {} }], {
          expectedRevision: 'no_stream',
        });
      });
      const a = summarize(append.samples, append.wallMs);
      const r = summarize(raw.samples, raw.wallMs);
      rows.push({ concurrency, append: a, raw: r, ratio: Math.round((a.perSecond / r.perSecond) * 100) / 100 });
    }
    return { label, perLevel: PER_LEVEL, rows };
  } finally {
    await dispose();
  }
}
