import type { Database, SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import { applyEvents, parseDomainEvent, type Projector } from '../projector';
import { applyIsolated, type ParkedNotice } from '../recovery/apply-isolated';
import { ProjectorFailure } from '../recovery/projector-failure';

/** One message of a partition: its offset and the event it carries. */
export interface OffsetEvent {
  offset: bigint;
  event: RecordedEvent;
}

export type BatchOutcome =
  /** Applied (or skipped as already applied, or parked) up to `nextOffset`. */
  | { kind: 'applied'; nextOffset: bigint; applied: number; parked: ParkedNotice[] }
  /** The batch starts after the stored offset: messages in between were never applied, so the
   * consumer must seek back to `nextOffset` (e.g. Kafka's committed offset was ahead). */
  | { kind: 'seek'; nextOffset: bigint };

/**
 * Applies one partition's messages for one consumer group in ONE transaction, together with the
 * partition's next offset and the streams' applied revisions: a crash or rebalance never loses
 * or doubles an effect. The partition's offset row is locked first, so a consumer that has just
 * been handed the partition waits for the previous owner's batch and then skips what it applied.
 * Events at or below their stream's applied revision are redeliveries and are skipped. With
 * `isolate` (the retries are spent) an event that fails alone is parked and the batch commits
 * without it (recovery/apply-isolated.ts); a failure is thrown as a ProjectorFailure.
 */
export async function applyKafkaBatch(
  db: Database,
  projector: Projector,
  at: { groupId: string; topic: string; partition: number },
  messages: readonly OffsetEvent[],
  options: { isolate?: boolean } = {},
): Promise<BatchOutcome> {
  const first = messages[0];
  if (!first) throw new Error('applyKafkaBatch needs at least one message');
  return db.transaction(async (tx) => {
    const stored = await lockOffset(tx, at);
    if (stored !== undefined && stored < first.offset) return { kind: 'seek', nextOffset: stored };
    const fresh = messages.filter((m) => stored === undefined || m.offset >= stored);
    const last = messages.at(-1)!;
    if (fresh.length === 0) return { kind: 'applied', nextOffset: stored ?? last.offset + 1n, applied: 0, parked: [] };

    const handled = fresh.map((m) => m.event).filter((e) => projector.handles.some((type) => type === e.type));
    const revisions = await appliedRevisions(tx, at.groupId, [...new Set(handled.map((e) => e.streamId))]);
    const mine: RecordedEvent[] = [];
    for (const event of handled) {
      const reached = revisions.get(event.streamId);
      if (reached !== undefined && event.revision <= reached) continue;
      revisions.set(event.streamId, event.revision);
      mine.push(event);
    }
    let parked: ParkedNotice[] = [];
    if (mine.length > 0) {
      try {
        if (options.isolate) parked = await applyIsolated(tx, projector, mine);
        else await applyEvents(tx, projector, mine.map(parseDomainEvent));
      } catch (error) {
        throw new ProjectorFailure(projector.name, error);
      }
      await storeRevisions(tx, at.groupId, mine);
    }
    const lastEvent = fresh.at(-1)!.event;
    await tx.query(
      `INSERT INTO kafka_consumer_offsets (group_id, topic, partition, next_offset, commit_position, prepare_position, last_event_at)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7)
       ON CONFLICT (group_id, topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset,
         commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position,
         last_event_at = EXCLUDED.last_event_at, updated_at = now()`,
      [
        at.groupId,
        at.topic,
        at.partition,
        (last.offset + 1n).toString(),
        lastEvent.position.commit.toString(),
        lastEvent.position.prepare.toString(),
        lastEvent.createdAt,
      ],
    );
    return { kind: 'applied', nextOffset: last.offset + 1n, applied: mine.length - parked.length, parked };
  });
}

async function lockOffset(tx: SqlClient, at: { groupId: string; topic: string; partition: number }): Promise<bigint | undefined> {
  const { rows } = await tx.query<{ next_offset: string }>(
    `SELECT next_offset::text FROM kafka_consumer_offsets WHERE group_id = $1 AND topic = $2 AND partition = $3 FOR UPDATE`,
    [at.groupId, at.topic, at.partition],
  );
  if (rows[0]) return BigInt(rows[0].next_offset);
  // No row yet: two owners of a fresh partition would both miss the row lock, so serialise them
  // on a transaction-scoped advisory lock, then read again.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${at.groupId}|${at.topic}|${at.partition}`]);
  const again = await tx.query<{ next_offset: string }>(
    `SELECT next_offset::text FROM kafka_consumer_offsets WHERE group_id = $1 AND topic = $2 AND partition = $3 FOR UPDATE`,
    [at.groupId, at.topic, at.partition],
  );
  return again.rows[0] ? BigInt(again.rows[0].next_offset) : undefined;
}

async function appliedRevisions(tx: SqlClient, groupId: string, streams: string[]): Promise<Map<string, bigint>> {
  if (streams.length === 0) return new Map();
  const { rows } = await tx.query<{ stream_id: string; revision: string }>(
    'SELECT stream_id, revision::text FROM kafka_consumer_streams WHERE group_id = $1 AND stream_id = ANY($2::text[])',
    [groupId, streams],
  );
  return new Map(rows.map((r) => [r.stream_id, BigInt(r.revision)]));
}

async function storeRevisions(tx: SqlClient, groupId: string, events: readonly RecordedEvent[]): Promise<void> {
  const latest = new Map<string, bigint>();
  for (const e of events) latest.set(e.streamId, e.revision);
  await tx.query(
    `INSERT INTO kafka_consumer_streams (group_id, stream_id, revision)
     SELECT $1, s, r::bigint FROM unnest($2::text[], $3::text[]) AS x(s, r)
     ON CONFLICT (group_id, stream_id) DO UPDATE SET revision = EXCLUDED.revision
     WHERE kafka_consumer_streams.revision < EXCLUDED.revision`,
    [groupId, [...latest.keys()], [...latest.values()].map(String)],
  );
}
