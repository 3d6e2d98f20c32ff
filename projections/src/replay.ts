import type { Database } from '@dtn/platform/db/database';
import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type EventStore, type Position } from '@dtn/platform/event-store/port';
import { applyBatch } from './apply-batch';
import { migrateReadModels } from './migrations/migrate';
import type { Projector } from './projector';

const BATCH = 5000;

/**
 * Rebuilds the projectors' read models from the first event: empties their tables and
 * checkpoints, then applies the all-stream batch by batch (one transaction each, as the runner
 * does) until caught up. Stop the runners of these projectors first.
 */
export async function replayReadModels(options: {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
}): Promise<{ events: number; ms: number }> {
  const { db, store, projectors } = options;
  const started = performance.now();
  await migrateReadModels(db);
  const tables = [...new Set(projectors.flatMap((p) => p.tables))];
  await db.transaction(async (tx) => {
    if (tables.length > 0) await tx.query(`TRUNCATE ${tables.join(', ')}`);
    await tx.query('DELETE FROM rm_checkpoints WHERE projector = ANY($1::text[])', [projectors.map((p) => p.name)]);
  });

  const checkpoints = new Map<string, Position>();
  // Everything stored when the replay starts; readAll may hold events back while older
  // transactions (of any session) are still open, so an empty page only ends the replay once
  // the head has been reached.
  const head = await store.headPosition();
  let from: Position | undefined;
  let events = 0;
  while (head && (!from || comparePositions(from, head) < 0)) {
    const batch = await store.readAll({ ...(from ? { from } : {}), maxCount: BATCH });
    if (batch.length === 0) {
      await sleep(10);
      continue;
    }
    await applyBatch(db, projectors, checkpoints, batch);
    events += batch.length;
    from = batch.at(-1)!.position;
  }
  return { events, ms: performance.now() - started };
}
