import type { SqlClient } from '../db/database';
import { START, WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './port';

/** es_append's expected revision codes (postgres-schema.ts). */
export const EXPECTED_CODE = { no_stream: -1n, any: -2n, stream_exists: -3n } as const;

export interface AppendRow {
  out_revision: string;
  out_transaction_id: string;
  out_position: string;
}

interface DbError {
  code?: string;
  detail?: string;
  constraint?: string;
}

/**
 * Appends in one round trip through `es_append` (postgres-schema.ts). Works on the database or
 * inside a caller's transaction (`tx`), e.g. to append atomically with other writes.
 */
export async function appendEvents(
  client: SqlClient,
  streamId: string,
  events: NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) return checkOnly(client, streamId, expectedRevision);
  const expected = typeof expectedRevision === 'bigint' ? expectedRevision : EXPECTED_CODE[expectedRevision];
  try {
    const { rows } = await client.query<AppendRow>('SELECT * FROM es_append($1, $2, $3, $4, $5, $6)', [
      streamId,
      expected.toString(),
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data ?? null)),
      events.map((e) => JSON.stringify(e.metadata ?? {})),
    ]);
    return toResult(rows[0]!);
  } catch (error) {
    const dbError = error as DbError;
    if (dbError.code === 'ESWER') {
      const actual = dbError.detail ? BigInt(dbError.detail) : null;
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
    // Two identical retries raced past the idempotency check: the loser re-reads the winner's result.
    if (dbError.code === '23505' && dbError.constraint === 'es_events_event_id_key') {
      const original = await readOriginal(client, streamId, events);
      if (original) return original;
    }
    throw error;
  }
}

/** Appending nothing only checks the expected revision, as EventStoreDB does. */
async function checkOnly(client: SqlClient, streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
  const { rows } = await client.query<{ revision: string }>('SELECT revision FROM es_streams WHERE stream_id = $1', [streamId]);
  const actual = rows[0] ? BigInt(rows[0].revision) : null;
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === null) ||
    (expected === 'stream_exists' && actual !== null) ||
    expected === actual;
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
  return { nextExpectedRevision: actual ?? -1n, position: START };
}

/** The result an append of these events had, when they are stored (an idempotent retry). */
export async function readOriginal(client: SqlClient, streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
  const { rows } = await client.query<AppendRow>(
    `SELECT stream_position AS out_revision, transaction_id::text AS out_transaction_id,
            global_position AS out_position
       FROM es_events WHERE stream_id = $1 AND event_id = ANY($2::uuid[])
      ORDER BY stream_position DESC LIMIT 1`,
    [streamId, events.map((e) => e.id)],
  );
  return rows[0] ? toResult(rows[0]) : null;
}

export function toResult(row: AppendRow): AppendResult {
  return {
    nextExpectedRevision: BigInt(row.out_revision),
    position: { commit: BigInt(row.out_transaction_id), prepare: BigInt(row.out_position) },
  };
}
