import type { SqlClient } from '../db/database';
import { START, WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './port';

const EXPECTED_CODE = { no_stream: -1n, any: -2n, stream_exists: -3n } as const;

interface AppendRow {
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

/** One append of a group commit (appendBatch). */
export interface BatchedAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

interface BatchRow {
  idx: number;
  out_revision: string | null;
  out_transaction_id: string | null;
  out_position: string | null;
  err_code: string | null;
  err_detail: string | null;
  err_constraint: string | null;
}

/** The arguments of es_append_batch and es_append_set (postgres-schema.ts, BATCH_PARAMETERS). */
export const BATCH_ARGUMENTS = '$1::text[], $2::bigint[], $3::int[], $4::int[], $5::int[], $6::uuid[], $7::text[], $8::jsonb, $9::jsonb';

/** The appends as BATCH_ARGUMENTS' values: one entry per append, one per event in append order. */
export function batchParameters(appends: readonly BatchedAppend[]): unknown[] {
  const events = appends.flatMap((a, i) => a.events.map((event, offset) => ({ event, append: i + 1, offset })));
  return [
    appends.map((a) => a.streamId),
    appends.map((a) => (typeof a.expectedRevision === 'bigint' ? a.expectedRevision : EXPECTED_CODE[a.expectedRevision]).toString()),
    appends.map((a) => a.events.length),
    events.map((e) => e.append),
    events.map((e) => e.offset),
    events.map((e) => e.event.id),
    events.map((e) => e.event.type),
    JSON.stringify(events.map((e) => e.event.data ?? null)),
    JSON.stringify(events.map((e) => e.event.metadata ?? {})),
  ];
}

/**
 * Group commit: the appends in one round trip and one transaction (`es_append_batch`), each with
 * its own expected-revision check and its own outcome, in order: its result, or the error that
 * appending it alone would have thrown (its events are then not stored; the others are).
 * Every append carries at least one event (appending nothing is `appendEvents`' revision check).
 */
export async function appendBatch(client: SqlClient, appends: readonly BatchedAppend[]): Promise<(AppendResult | Error)[]> {
  if (appends.some((a) => a.events.length === 0)) throw new TypeError('appendBatch: every append needs at least one event');
  const { rows } = await client.query<BatchRow>(`SELECT * FROM es_append_batch(${BATCH_ARGUMENTS})`, batchParameters(appends));
  return Promise.all(
    appends.map(async (append, i) => {
      const row = rows.find((r) => r.idx === i);
      if (!row) return new Error(`es_append_batch returned no row for append ${i}`);
      if (row.err_code === null) return toResult(row as AppendRow);
      if (row.err_code === 'ESWER') {
        return new WrongExpectedRevisionError(append.streamId, append.expectedRevision, row.err_detail ? BigInt(row.err_detail) : null);
      }
      if (row.err_code === '23505' && row.err_constraint === 'es_events_event_id_key') {
        const original = await readOriginal(client, append.streamId, append.events);
        if (original) return original;
      }
      return Object.assign(new Error(`append to ${append.streamId} failed (${row.err_code}): ${row.err_detail ?? ''}`), {
        code: row.err_code,
        detail: row.err_detail,
        constraint: row.err_constraint,
      });
    }),
  );
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

async function readOriginal(client: SqlClient, streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
  const { rows } = await client.query<AppendRow>(
    `SELECT stream_position AS out_revision, transaction_id::text AS out_transaction_id,
            global_position AS out_position
       FROM es_events WHERE stream_id = $1 AND event_id = ANY($2::uuid[])
      ORDER BY stream_position DESC LIMIT 1`,
    [streamId, events.map((e) => e.id)],
  );
  return rows[0] ? toResult(rows[0]) : null;
}

function toResult(row: AppendRow): AppendResult {
  return {
    nextExpectedRevision: BigInt(row.out_revision),
    position: { commit: BigInt(row.out_transaction_id), prepare: BigInt(row.out_position) },
  };
}
