import type { Database } from '@dtn/platform/db/database';
import { pagesToHead } from '@dtn/platform/event-store/pages-to-head';
import type { EventStore, Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { applyBatch, parseEachOnce } from './apply-batch';
import { migrateReadModels } from './migrations/migrate';
import type { ProjectedEvent, Projector } from './projector';

const BATCH = 5000;

export interface ReplayOptions {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  /** Independent groups of projectors applied side by side, each on its own connection (default
   * 4; 1 applies every projector in one transaction per batch, as the runner does). */
  workers?: number;
}

/**
 * Rebuilds the projectors' read models from the first event: empties their tables and
 * checkpoints, then reads the all-stream batch by batch until caught up. The projectors are
 * split into `workers` buckets of independent groups (a projector stays with those whose tables
 * it reads, in list order: replayGroups); one reader hands every batch to each bucket, which
 * applies it in a transaction of its own with its projectors' checkpoints, so PostgreSQL works
 * on several buckets while Node parses the next; a projector with a replay path (Projector.replay)
 * takes it and is finished at the end. Stop the runners of these projectors first.
 */
export async function replayReadModels(options: ReplayOptions): Promise<{ events: number; ms: number }> {
  const { db, store, projectors, workers = 4 } = options;
  const started = performance.now();
  await migrateReadModels(db);
  const tables = [...new Set(projectors.flatMap((p) => p.tables))];
  await db.transaction(async (tx) => {
    if (tables.length > 0) await tx.query(`TRUNCATE ${tables.join(', ')}`);
    await tx.query('DELETE FROM rm_checkpoints WHERE projector = ANY($1::text[])', [projectors.map((p) => p.name)]);
  });

  const buckets = replayBuckets(projectors, workers).map((bucket) => ({
    projectors: bucket,
    checkpoints: new Map<string, Position>(),
    applying: Promise.resolve(),
  }));
  // An event handled in several buckets is parsed (checked against its contract) once.
  const apply = (bucket: (typeof buckets)[number], batch: RecordedEvent[], parse: (event: RecordedEvent) => ProjectedEvent) => {
    bucket.applying = bucket.applying.then(() =>
      applyBatch(db, bucket.projectors, bucket.checkpoints, batch, { parse, customPlans: true, replaying: true }).then(() => undefined),
    );
    return bucket.applying;
  };

  // Everything stored when the replay starts; the next page is read while buckets apply this one.
  let events = 0;
  let previous: Promise<unknown> = Promise.resolve();
  for await (const batch of pagesToHead(store, BATCH)) {
    // At most one batch ahead of the slowest bucket: memory stays bounded.
    await previous;
    const parse = parseEachOnce();
    previous = Promise.all(buckets.map((bucket) => apply(bucket, batch, parse)));
    events += batch.length;
  }
  await previous;
  for (const projector of projectors) {
    if (projector.replay) await db.transaction((tx) => projector.replay!.finish(tx));
  }
  return { events, ms: performance.now() - started };
}

/** Projectors that must replay together: each with those whose tables it reads (transitively),
 * in the list's order, so a reader sees its source as far as itself. */
export function replayGroups(projectors: readonly Projector[]): Projector[][] {
  const groupOf = new Map<string, Set<string>>();
  for (const p of projectors) groupOf.set(p.name, new Set([p.name]));
  for (const p of projectors) {
    for (const read of p.reads ?? []) {
      const a = groupOf.get(p.name)!;
      const b = groupOf.get(read);
      if (!b || a === b) continue;
      for (const name of b) {
        a.add(name);
        groupOf.set(name, a);
      }
    }
  }
  const groups = [...new Set(groupOf.values())];
  return groups.map((names) => projectors.filter((p) => names.has(p.name)));
}

/** The groups spread over at most `workers` buckets, the busiest first (by the event types
 * they handle), each bucket in list order. */
export function replayBuckets(projectors: readonly Projector[], workers: number): Projector[][] {
  const weight = (group: Projector[]) => group.reduce((n, p) => n + p.handles.length, 0);
  const buckets: Projector[][] = Array.from({ length: Math.max(1, workers) }, () => []);
  for (const group of replayGroups(projectors).sort((a, b) => weight(b) - weight(a))) {
    const lightest = buckets.reduce((min, bucket) => (weight(bucket) < weight(min) ? bucket : min));
    lightest.push(...group);
  }
  const order = new Map(projectors.map((p, i) => [p.name, i]));
  return buckets.filter((bucket) => bucket.length > 0).map((bucket) => bucket.sort((a, b) => order.get(a.name)! - order.get(b.name)!));
}
