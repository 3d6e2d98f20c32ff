import type { Database } from '@dtn/platform/db/database';
import { comparePositions, type RecordedEvent } from '@dtn/platform/event-store/port';
import { advanceCheckpoints, type Checkpoints } from './checkpoints';
import { applyEvents, parseDomainEvent, type ProjectedEvent, type Projector } from './projector';
import { applyIsolated, type ParkedNotice } from './recovery/apply-isolated';
import { ProjectorFailure } from './recovery/projector-failure';

export interface ApplyBatchOptions {
  /** Each projector behind a savepoint; an event that fails alone is parked, not fatal
   * (recovery/apply-isolated.ts). The runner asks for it once plain retries are spent. */
  isolate?: boolean;
  /** Parses an event for the projectors (default parseDomainEvent, once per event of this
   * batch). Replay passes one parser to all its buckets, so that an event several buckets handle
   * is checked against its contract once. */
  parse?: (event: RecordedEvent) => ProjectedEvent;
  /** Plans every statement of the transaction for its own parameters and the tables as they are
   * now (`plan_cache_mode = force_custom_plan`). Replay asks for it: its tables start empty and
   * grow by thousands of rows a batch, faster than statistics follow, and a prepared statement's
   * generic plan made while a table was nearly empty (a sequential scan) stays in use after it
   * has grown: a lookup by 5,000 ids then read the whole table for each. */
  customPlans?: boolean;
  /** A replay's batch: projectors with a replay path take it (replay.ts finishes them). */
  replaying?: boolean;
}

/**
 * Applies one batch in ONE transaction: for each projector in turn (allProjectors lists a read
 * model before those that copy from it), the events of the batch that it handles and has not
 * taken into account yet, in order; then every projector's checkpoint moves to the batch's last
 * position. The read-model writes and the checkpoints commit together, so a crash never loses
 * or doubles an effect. Projectors that handle none of the batch still advance: the query side
 * waits for the checkpoints to reach a command's position. `checkpoints` is updated only once
 * the transaction has committed. A projector's failure is thrown as a ProjectorFailure naming it;
 * with `isolate`, the events that fail alone are parked instead and returned.
 */
export async function applyBatch(
  db: Database,
  projectors: readonly Projector[],
  checkpoints: Checkpoints,
  events: readonly RecordedEvent[],
  options: ApplyBatchOptions = {},
): Promise<ParkedNotice[]> {
  const last = events.at(-1);
  if (!last) return [];
  const names = projectors.map((p) => p.name);
  const parseOnce = options.parse ?? parseEachOnce();
  const parked = await db.transaction(async (tx) => {
    const notices: ParkedNotice[] = [];
    if (options.customPlans) await tx.query('SET LOCAL plan_cache_mode = force_custom_plan');
    for (const projector of projectors) {
      const reached = checkpoints.get(projector.name);
      const mine = events
        .filter((e) => projector.handles.includes(e.type as ProjectedEvent['type']))
        .filter((e) => !reached || comparePositions(e.position, reached) > 0);
      if (mine.length === 0) continue;
      try {
        if (options.isolate) notices.push(...(await applyIsolated(tx, projector, mine)));
        else await applyEvents(tx, projector, mine.map(parseOnce), options.replaying);
      } catch (error) {
        throw new ProjectorFailure(projector.name, error);
      }
    }
    await advanceCheckpoints(tx, names, last.position);
    return notices;
  });
  for (const name of names) {
    const reached = checkpoints.get(name);
    if (!reached || comparePositions(reached, last.position) < 0) checkpoints.set(name, last.position);
  }
  return parked;
}

/** parseDomainEvent remembering its answers: each event is parsed once whichever projectors
 * handle it. Make one per batch: it holds its answers for as long as it is referenced. */
export function parseEachOnce(): (event: RecordedEvent) => ProjectedEvent {
  const parsed = new Map<RecordedEvent, ProjectedEvent>();
  return (event) => {
    let hit = parsed.get(event);
    if (!hit) parsed.set(event, (hit = parseDomainEvent(event)));
    return hit;
  };
}
