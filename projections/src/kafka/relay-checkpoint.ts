import type { SqlClient } from '@dtn/platform/db/database';
import type { Position } from '@dtn/platform/event-store/port';

/** The relay's checkpoint (relay_checkpoints): the last event the broker acknowledged. */
export async function loadRelayCheckpoint(db: SqlClient, relay: string): Promise<Position | undefined> {
  const { rows } = await db.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position::text, prepare_position::text FROM relay_checkpoints WHERE relay = $1',
    [relay],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}

/** Moves the checkpoint forward to `position`, never backwards. */
export async function storeRelayCheckpoint(db: SqlClient, relay: string, position: Position): Promise<void> {
  await db.query(
    `INSERT INTO relay_checkpoints (relay, commit_position, prepare_position) VALUES ($1, $2::numeric, $3::numeric)
     ON CONFLICT (relay) DO UPDATE SET commit_position = EXCLUDED.commit_position,
       prepare_position = EXCLUDED.prepare_position, updated_at = now()
     WHERE (relay_checkpoints.commit_position, relay_checkpoints.prepare_position)
         < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`,
    [relay, position.commit.toString(), position.prepare.toString()],
  );
}
