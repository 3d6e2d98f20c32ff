/**
 * After a fix: gives the parked events of a projector their effect, in their place in history.
 *
 *   replayParked({db, store, projectors, only?}) -> per projector: events replayed, recovered
 *   (no longer failing) and still parked
 *
 * Re-applying a parked event alone, after the later events of its stream, would be wrong (a
 * revision guard skips it, or it undoes a later change), so the projector's read model is rebuilt
 * instead: in ONE transaction, its tables are emptied and every event from the first up to its
 * checkpoint is applied again, isolated (what still fails is parked again); the rows parked
 * before are then dropped unless parked anew. The checkpoint row is locked throughout, so a
 * runner working beside it (on a PostgreSQL server) waits for the rebuild and then continues from
 * the same checkpoint; readers see the old tables until the commit, then the rebuilt ones.
 */
import type { Database, SqlClient } from '@dtn/platform/db/database';
import { comparePositions, type EventStore, type Position } from '@dtn/platform/event-store/port';
import type { Projector } from '../projector';
import { applyIsolated } from './apply-isolated';
import { listParked } from './parked-events';

const BATCH = 5000;

export interface ParkedReplay {
  projector: string;
  events: number;
  recovered: number;
  stillParked: number;
}

export async function replayParked(options: {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  /** Only this projector (default: every projector with parked events). */
  only?: string;
}): Promise<ParkedReplay[]> {
  const { db, store, projectors, only } = options;
  const parked = await listParked(db, only ? { projector: only } : {});
  const names = [...new Set(parked.map((p) => p.projector))];
  const results: ParkedReplay[] = [];
  for (const name of names) {
    const projector = projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`No projector named ${name} (parked events name it)`);
    results.push(await db.transaction((tx) => rebuild(tx, store, projector)));
  }
  return results;
}

async function rebuild(tx: SqlClient, store: EventStore, projector: Projector): Promise<ParkedReplay> {
  // Tables first, then the checkpoint: the order a runner's batch takes its locks in.
  if (projector.tables.length > 0) await tx.query(`TRUNCATE ${projector.tables.join(', ')}`);
  const checkpoint = await lockCheckpoint(tx, projector.name);
  const before = await tx.query<{ event_id: string }>('SELECT event_id FROM projection_parked_events WHERE projector = $1', [
    projector.name,
  ]);
  await tx.query('DELETE FROM projection_parked_events WHERE projector = $1', [projector.name]);

  let events = 0;
  const parkedNow = new Set<string>();
  let from: Position | undefined;
  while (checkpoint && (!from || comparePositions(from, checkpoint) < 0)) {
    const page = await store.readAll({ ...(from ? { from } : {}), maxCount: BATCH });
    if (page.length === 0) break;
    from = page.at(-1)!.position;
    const mine = page.filter((e) => comparePositions(e.position, checkpoint) <= 0 && projector.handles.some((type) => type === e.type));
    events += mine.length;
    for (const notice of await applyIsolated(tx, projector, mine)) parkedNow.add(notice.event.id);
  }
  const recovered = before.rows.filter((row) => !parkedNow.has(row.event_id)).length;
  return { projector: projector.name, events, recovered, stillParked: parkedNow.size };
}

async function lockCheckpoint(tx: SqlClient, projector: string): Promise<Position | undefined> {
  const { rows } = await tx.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position::text, prepare_position::text FROM rm_checkpoints WHERE projector = $1 FOR UPDATE',
    [projector],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}
