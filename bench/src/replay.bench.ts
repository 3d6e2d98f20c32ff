import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { allProjectors, migrateReadModels, replayReadModels } from '@dtn/projections';
import { inventoryCount } from '@dtn/projections/read-models/inventory/testing';
import { openBenchDatabase } from './bench-database';
import { percentile } from './stats';
import { syntheticStreams } from './synthetic-events';

/** Rebuilds every read model from position zero over `BENCH_REPLAY_EVENTS` stored events,
 * `BENCH_REPLAY_RUNS` times (default 3; one replay's speed varies with the machine's moment). */
const TOTAL = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);
const RUNS = Math.max(1, Number(process.env.BENCH_REPLAY_RUNS ?? 3));

/** Appends the synthetic events and lets them go: the replay's heap holds only what it reads. */
async function appendSynthetic(store: EventStore, total: number) {
  const streams = syntheticStreams(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < streams.length) {
        const s = streams[next++]!;
        await store.appendToStream(s.streamId, s.events, { expectedRevision: 'no_stream' });
      }
    }),
  );
}

export async function replayBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(20);
  try {
    const store = await createPostgresEventStore(db);
    await migrateReadModels(db);
    const loadStarted = performance.now();
    await appendSynthetic(store, TOTAL);
    const loadMs = performance.now() - loadStarted;
    const workers = process.env.BENCH_REPLAY_WORKERS ? Number(process.env.BENCH_REPLAY_WORKERS) : undefined;
    const runs: { ms: number; eventsPerSecond: number }[] = [];
    let events = 0;
    for (let run = 0; run < RUNS; run++) {
      const result = await replayReadModels({ db, store, projectors: allProjectors, ...(workers ? { workers } : {}) });
      events = result.events;
      runs.push({ ms: Math.round(result.ms), eventsPerSecond: Math.round((result.events / result.ms) * 1000) });
    }
    const medianRate = percentile(
      runs.map((r) => r.eventsPerSecond).sort((a, b) => a - b),
      50,
    );
    const median = runs.find((r) => r.eventsPerSecond === medianRate)!;
    return {
      label,
      events,
      ms: median.ms,
      eventsPerSecond: median.eventsPerSecond,
      runs: runs.map((r) => r.eventsPerSecond),
      loadMs: Math.round(loadMs),
      vehicles: await inventoryCount(db),
    };
  } finally {
    await dispose();
  }
}
