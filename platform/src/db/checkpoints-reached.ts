/**
 * "Have the read models reached position P?": the one question that read-your-writes (the query
 * side), the reactors and the tests ask of the projections' checkpoints (rm_checkpoints, one row
 * per projector, written in the same transaction as its read model).
 *
 *   checkpointsReached(db, position, projectors?)   true once every named projector's checkpoint
 *                                                   is at or past `position`; without names, every
 *                                                   checkpoint row (and at least one)
 */
import type { Position } from '../event-store/port';
import type { SqlClient } from './database';

const EVERY_ROW = `
SELECT count(*) > 0 AND bool_and((commit_position, prepare_position) >= ($1::numeric, $2::numeric)) AS reached
  FROM rm_checkpoints`;

const NAMED_ROWS = `
SELECT count(*) = cardinality($3::text[]) AS reached
  FROM rm_checkpoints
 WHERE projector = ANY($3::text[]) AND (commit_position, prepare_position) >= ($1::numeric, $2::numeric)`;

export async function checkpointsReached(db: SqlClient, position: Position, projectors?: readonly string[]): Promise<boolean> {
  const at = [position.commit.toString(), position.prepare.toString()];
  const { rows } = projectors
    ? await db.query<{ reached: boolean | null }>(NAMED_ROWS, [...at, [...new Set(projectors)]])
    : await db.query<{ reached: boolean | null }>(EVERY_ROW, at);
  return rows[0]?.reached === true;
}
