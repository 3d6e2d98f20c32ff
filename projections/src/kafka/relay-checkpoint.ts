import type { SqlClient } from '@dtn/platform/db/database';
import type { Position } from '@dtn/platform/event-store/port';
import { advanceCheckpointsOf, loadCheckpointsOf, type CheckpointTable } from '@dtn/platform/subscription/checkpoint-table';

/** The relay's checkpoint (relay_checkpoints, migrations/009-kafka.ts): the last event the broker
 * acknowledged, in the one checkpoint table design. */
const relayCheckpoints: CheckpointTable = { table: 'relay_checkpoints', key: 'relay' };

export async function loadRelayCheckpoint(db: SqlClient, relay: string): Promise<Position | undefined> {
  return (await loadCheckpointsOf(db, relayCheckpoints, [relay])).get(relay);
}

/** Moves the checkpoint forward to `position`, never backwards. */
export async function storeRelayCheckpoint(db: SqlClient, relay: string, position: Position): Promise<void> {
  await advanceCheckpointsOf(db, relayCheckpoints, [relay], position);
}
