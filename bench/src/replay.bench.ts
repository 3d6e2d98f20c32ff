import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { allProjectors, migrateReadModels, replayReadModels } from '@dtn/projections';
import { inventoryCount } from '@dtn/projections/read-models/inventory/testing';
import { openBenchDatabase } from './bench-database';
import { syntheticStreams } from './synthetic-events';

/** Rebuilds every read model from position zero over `REPLAY_EVENTS` stored events. */
const TOTAL = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);

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
    const result = await replayReadModels({ db, store, projectors: allProjectors, ...(workers ? { workers } : {}) });
    return {
      label,
      events: result.events,
      ms: Math.round(result.ms),
      eventsPerSecond: Math.round((result.events / result.ms) * 1000),
      loadMs: Math.round(loadMs),
      vehicles: await inventoryCount(db),
    };
  } finally {
    await dispose();
  }
}
