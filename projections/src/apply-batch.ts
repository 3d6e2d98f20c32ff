import type { Database } from '@dtn/platform/db/database';
import { comparePositions, type RecordedEvent } from '@dtn/platform/event-store/port';
import { advanceCheckpoints, type Checkpoints } from './checkpoints';
import { parseDomainEvent, type ProjectedEvent, type Projector } from './projector';

/**
 * Applies one batch in ONE transaction: each event, in order, to every projector that handles
 * its type and has not taken it into account yet, then moves every projector's checkpoint to
 * the batch's last position. The read-model writes and the checkpoints commit together, so a
 * crash never loses or doubles an effect. Projectors that handle none of the batch still
 * advance: the query side waits for ALL checkpoints to reach a command's position.
 * `checkpoints` is updated only once the transaction has committed.
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
  await db.transaction(async (tx) => {
    for (const event of events) {
      let parsed: ProjectedEvent | undefined;
      for (const projector of projectors) {
        if (!projector.handles.includes(event.type as ProjectedEvent['type'])) continue;
        const reached = checkpoints.get(projector.name);
        if (reached && comparePositions(event.position, reached) <= 0) continue;
        parsed ??= parseDomainEvent(event);
        await projector.apply(tx, parsed);
      }
    }
    await advanceCheckpoints(tx, names, last.position);
  });
  for (const name of names) {
    const reached = checkpoints.get(name);
    if (!reached || comparePositions(reached, last.position) < 0) checkpoints.set(name, last.position);
  }
}
