import type { Database } from '@dtn/platform/db/database';
import { comparePositions, type RecordedEvent } from '@dtn/platform/event-store/port';
import { advanceCheckpoints, type Checkpoints } from './checkpoints';
import { applyEvents, parseDomainEvent, type ProjectedEvent, type Projector } from './projector';

/**
 * Applies one batch in ONE transaction: for each projector in turn (allProjectors lists a read
 * model before those that copy from it), the events of the batch that it handles and has not
 * taken into account yet, in order; then every projector's checkpoint moves to the batch's last
 * position. The read-model writes and the checkpoints commit together, so a crash never loses
 * or doubles an effect. Projectors that handle none of the batch still advance: the query side
 * waits for ALL checkpoints to reach a command's position. `checkpoints` is updated only once
 * the transaction has committed.
 */
export async function applyBatch(
  db: Database,
  projectors: readonly Projector[],
  checkpoints: Checkpoints,
  events: readonly RecordedEvent[],
): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const names = projectors.map((p) => p.name);
  const parsed = new Map<RecordedEvent, ProjectedEvent>();
  const parseOnce = (event: RecordedEvent) => {
    let hit = parsed.get(event);
    if (!hit) parsed.set(event, (hit = parseDomainEvent(event)));
    return hit;
  };
  await db.transaction(async (tx) => {
    for (const projector of projectors) {
      const reached = checkpoints.get(projector.name);
      const mine = events
        .filter((e) => projector.handles.includes(e.type as ProjectedEvent['type']))
        .filter((e) => !reached || comparePositions(e.position, reached) > 0)
        .map(parseOnce);
      if (mine.length === 0) continue;
      await applyEvents(tx, projector, mine);
    }
    await advanceCheckpoints(tx, names, last.position);
  });
  for (const name of names) {
    const reached = checkpoints.get(name);
    if (!reached || comparePositions(reached, last.position) < 0) checkpoints.set(name, last.position);
  }
}
