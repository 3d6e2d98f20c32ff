import type { SqlClient } from '@dtn/platform/db/database';
import { comparePositions, type Position } from '@dtn/platform/event-store/port';

/** Projector name -> position of the last event it has taken into account; absent = none yet. */
export type Checkpoints = Map<string, Position>;

interface CheckpointRow {
  projector: string;
  commit_position: string;
  prepare_position: string;
}

export async function loadCheckpoints(db: SqlClient, names: string[]): Promise<Checkpoints> {
  const { rows } = await db.query<CheckpointRow>(
    `SELECT projector, commit_position::text, prepare_position::text FROM rm_checkpoints
     WHERE projector = ANY($1::text[])`,
    [names],
  );
  return new Map(rows.map((r) => [r.projector, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
}

/** Moves the named checkpoints forward to `position`; never backwards (a projector ahead of
 * the batch, e.g. after a new projector joined, keeps its own). */
export async function advanceCheckpoints(tx: SqlClient, names: string[], position: Position): Promise<void> {
  await tx.query(
    `INSERT INTO rm_checkpoints (projector, commit_position, prepare_position)
     SELECT name, $2::numeric, $3::numeric FROM unnest($1::text[]) AS name
     ON CONFLICT (projector) DO UPDATE SET
       commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()
     WHERE (rm_checkpoints.commit_position, rm_checkpoints.prepare_position)
         < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`,
    [names, position.commit.toString(), position.prepare.toString()],
  );
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
