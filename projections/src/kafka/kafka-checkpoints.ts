/**
 * The all-stream checkpoint (rm_checkpoints) of a projector that runs as a Kafka consumer group,
 * so queries can wait for a command's position (waitForCatchUp) whichever way it is projected.
 *
 * A group applies each partition in order but the partitions independently, so its checkpoint is
 * the position up to which EVERY event has been applied:
 *   R  = the relay's checkpoint, read BEFORE the partitions' end offsets (every event at or
 *        before R is then below those end offsets);
 *   for each partition: caught up (stored next offset >= end offset) -> no limit below R;
 *        else its last applied position (its later events are all after it);
 *   checkpoint = min(R, those positions); none while a lagging partition has applied nothing.
 * advanceCheckpoints only moves forward, so several replicas may run this at once.
 */
import type { Admin } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import { comparePositions, type Position } from '@dtn/platform/event-store/port';
import { advanceCheckpoints } from '../checkpoints';
import { loadRelayCheckpoint } from './relay-checkpoint';

interface OffsetRow {
  group_id: string;
  partition: number;
  next_offset: string;
  commit_position: string | null;
  prepare_position: string | null;
}

export async function kafkaGroupCheckpoints(options: {
  db: Database;
  admin: Admin;
  topic: string;
  relay?: string;
  groups: ReadonlyArray<{ groupId: string; projector: string }>;
}): Promise<Map<string, Position>> {
  const { db, admin, topic, relay = 'relay', groups } = options;
  const reached = new Map<string, Position>();
  const relayed = await loadRelayCheckpoint(db, relay);
  if (!relayed || groups.length === 0) return reached;
  const ends = await admin.fetchTopicOffsets(topic);
  const { rows } = await db.query<OffsetRow>(
    `SELECT group_id, partition, next_offset::text, commit_position::text, prepare_position::text
     FROM kafka_consumer_offsets WHERE topic = $1 AND group_id = ANY($2::text[])`,
    [topic, groups.map((g) => g.groupId)],
  );
  for (const { groupId, projector } of groups) {
    let position: Position | undefined = relayed;
    for (const end of ends) {
      const row = rows.find((r) => r.group_id === groupId && r.partition === end.partition);
      const next = BigInt(row?.next_offset ?? end.low);
      if (next >= BigInt(end.high)) continue;
      if (!row?.commit_position || !row.prepare_position) {
        position = undefined;
        break;
      }
      const last = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
      if (comparePositions(last, position) < 0) position = last;
    }
    if (position) reached.set(projector, position);
  }
  return reached;
}

/** Stores kafkaGroupCheckpoints into rm_checkpoints; returns them. */
export async function advanceKafkaCheckpoints(options: Parameters<typeof kafkaGroupCheckpoints>[0]): Promise<Map<string, Position>> {
  const reached = await kafkaGroupCheckpoints(options);
  for (const [projector, position] of reached) await advanceCheckpoints(options.db, [projector], position);
  return reached;
}
