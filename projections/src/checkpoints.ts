import type { SqlClient } from '@dtn/platform/db/database';
import { comparePositions, type Position } from '@dtn/platform/event-store/port';
import { advanceCheckpointsOf, loadCheckpointsOf, type CheckpointTable } from '@dtn/platform/subscription/checkpoint-table';

/** Projector name -> position of the last event it has taken into account; absent = none yet. */
export type Checkpoints = Map<string, Position>;

/** The projectors' rows (migrations/001-checkpoints.ts), of the one checkpoint table design. */
const projectorCheckpoints: CheckpointTable = { table: 'rm_checkpoints', key: 'projector' };

export async function loadCheckpoints(db: SqlClient, names: string[]): Promise<Checkpoints> {
  return loadCheckpointsOf(db, projectorCheckpoints, names);
}

/** Moves the named checkpoints forward to `position`; never backwards (a projector ahead of
 * the batch, e.g. after a new projector joined, keeps its own). */
export async function advanceCheckpoints(tx: SqlClient, names: string[], position: Position): Promise<void> {
  await advanceCheckpointsOf(tx, projectorCheckpoints, names, position);
}

/** The position every named projector has reached; undefined when one has none yet. */
export function minimumCheckpoint(checkpoints: Checkpoints, names: string[]): Position | undefined {
  let min: Position | undefined;
  for (const name of names) {
    const position = checkpoints.get(name);
    if (!position) return undefined;
    if (!min || comparePositions(position, min) < 0) min = position;
  }
  return min;
}
