/**
 * The dead letter of the projections: projection_parked_events (migration 010).
 *
 *   parkEvent(tx, projector, event, error)   records (or re-records) that `projector` could not
 *                                            apply `event`; in the batch's transaction, so the
 *                                            row commits with the checkpoint that passes it
 *   listParked(db, {projector?})             the parked events in all-stream order
 *   parkedCounts(db)                         projector -> number of parked events
 *   unpark(tx, projector, eventId)           the event has been applied after all
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { describeFailure } from './failure-kind';

export interface ParkedEvent {
  projector: string;
  eventId: string;
  streamId: string;
  revision: bigint;
  type: string;
  position: Position;
  error: string;
  attempts: number;
  parkedAt: Date;
}

/** The error text is stored whole up to this length (a stack or a huge value is cut). */
const MAX_ERROR_LENGTH = 2000;

export async function parkEvent(tx: SqlClient, projector: string, event: RecordedEvent, error: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO projection_parked_events
       (projector, event_id, stream_id, stream_revision, event_type, commit_position, prepare_position, error)
     VALUES ($1, $2, $3, $4::bigint, $5, $6::numeric, $7::numeric, $8)
     ON CONFLICT (projector, event_id) DO UPDATE SET
       error = EXCLUDED.error, attempts = projection_parked_events.attempts + 1, last_attempt_at = now()`,
    [
      projector,
      event.id,
      event.streamId,
      event.revision.toString(),
      event.type,
      event.position.commit.toString(),
      event.position.prepare.toString(),
      describeFailure(error).slice(0, MAX_ERROR_LENGTH),
    ],
  );
}

interface ParkedRow {
  projector: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  commit_position: string;
  prepare_position: string;
  error: string;
  attempts: number;
  parked_at: Date;
}

export async function listParked(db: SqlClient, filter: { projector?: string } = {}): Promise<ParkedEvent[]> {
  const { rows } = await db.query<ParkedRow>(
    `SELECT projector, event_id, stream_id, stream_revision::text, event_type, commit_position::text,
            prepare_position::text, error, attempts, parked_at
       FROM projection_parked_events
      WHERE $1::text IS NULL OR projector = $1
      ORDER BY commit_position, prepare_position, projector`,
    [filter.projector ?? null],
  );
  return rows.map((row) => ({
    projector: row.projector,
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    type: row.event_type,
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    error: row.error,
    attempts: row.attempts,
    parkedAt: new Date(row.parked_at),
  }));
}

export async function parkedCounts(db: SqlClient): Promise<Map<string, number>> {
  const { rows } = await db.query<{ projector: string; n: string }>(
    'SELECT projector, count(*)::text AS n FROM projection_parked_events GROUP BY projector',
  );
  return new Map(rows.map((row) => [row.projector, Number(row.n)]));
}

export async function unpark(tx: SqlClient, projector: string, eventId: string): Promise<void> {
  await tx.query('DELETE FROM projection_parked_events WHERE projector = $1 AND event_id = $2', [projector, eventId]);
}
