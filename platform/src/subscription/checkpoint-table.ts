/**
 * One design for every subscriber's checkpoint table: a row per subscriber (named in the table's
 * key column), the all-stream position of the last event it has taken into account and when that
 * moved. A checkpoint only ever moves forward.
 *
 *   rm_checkpoints (projector)    the projectors: written in the same transaction as the read model
 *   relay_checkpoints (relay)     the Kafka relay: once the broker acknowledged the batch
 *   reactor_checkpoints (name)    the reactors (the sale reactor): once the batch's commands ran
 *
 *   ensureCheckpointTable(db, table)                      creates the table (a reactor's own)
 *   loadCheckpointsOf(db, table, names)                   name -> position; absent = none yet
 *   advanceCheckpointsOf(db, table, names, position)      moves each named row forward to position
 */
import type { SqlClient } from '../db/database';
import type { Position } from '../event-store/port';

export interface CheckpointTable {
  /** Trusted identifiers (constants in code), never input. */
  table: string;
  key: string;
}

export const checkpointTableSql = ({ table, key }: CheckpointTable): string => `
CREATE TABLE IF NOT EXISTS ${table} (
  ${key} text PRIMARY KEY,
  commit_position numeric(20,0) NOT NULL,
  prepare_position numeric(20,0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;

/** Creates the table; one created before it had updated_at gains it. */
export async function ensureCheckpointTable(db: SqlClient, checkpoints: CheckpointTable): Promise<void> {
  await db.query(checkpointTableSql(checkpoints));
  await db.query(`ALTER TABLE ${checkpoints.table} ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`);
}

export async function loadCheckpointsOf(
  db: SqlClient,
  { table, key }: CheckpointTable,
  names: readonly string[],
): Promise<Map<string, Position>> {
  const { rows } = await db.query<{ name: string; commit_position: string; prepare_position: string }>(
    `SELECT ${key} AS name, commit_position::text, prepare_position::text FROM ${table} WHERE ${key} = ANY($1::text[])`,
    [[...names]],
  );
  return new Map(rows.map((r) => [r.name, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
}

/** Never backwards: a subscriber ahead of `position` (e.g. a projector that joined later, or a
 * batch handled again) keeps its own. */
export async function advanceCheckpointsOf(
  db: SqlClient,
  { table, key }: CheckpointTable,
  names: readonly string[],
  position: Position,
): Promise<void> {
  await db.query(
    `INSERT INTO ${table} (${key}, commit_position, prepare_position)
     SELECT name, $2::numeric, $3::numeric FROM unnest($1::text[]) AS name
     ON CONFLICT (${key}) DO UPDATE SET
       commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()
     WHERE (${table}.commit_position, ${table}.prepare_position)
         < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`,
    [[...names], position.commit.toString(), position.prepare.toString()],
  );
}
