/**
 * Group commit's statement (`es_append_batch`, postgres-schema.ts): the appends that queued
 * together, in one round trip and one transaction, each group of them with its own outcome. A
 * group is one append, or the streams of one appendToStreams call, which commit or fail together.
 *
 *   appendBatch(client, appends)     one outcome per append (each append a group of its own)
 *   appendGroups(client, groups)     one outcome per group: its appends' results, or its error
 */
import type { SqlClient } from '../db/database';
import { EXPECTED_CODE, readOriginal, toResult, type AppendRow } from './postgres-append';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './port';

/** One append of a group commit. */
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

/** es_append_batch's code for an append rolled back because another append of its group failed. */
const ROLLED_BACK_WITH_GROUP = 'ESGRP';

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
 * Each append with its own expected-revision check and its own outcome, in order: its result, or
 * the error that appending it alone would have thrown (its events are then not stored; the others
 * are). Every append carries at least one event (appending nothing is `appendEvents`' check).
 */
export async function appendBatch(client: SqlClient, appends: readonly BatchedAppend[]): Promise<(AppendResult | Error)[]> {
  const outcomes = await appendGroups(
    client,
    appends.map((append) => [append]),
  );
  return outcomes.map((outcome) => (outcome instanceof Error ? outcome : outcome[0]!));
}

/**
 * Each group all or nothing, in order: every append's result, or the error of the append that
 * failed (the group's other appends are then not stored either; the other groups are).
 */
export async function appendGroups(client: SqlClient, groups: readonly (readonly BatchedAppend[])[]): Promise<(AppendResult[] | Error)[]> {
  const appends = groups.flat();
  if (appends.some((a) => a.events.length === 0)) throw new TypeError('appendBatch: every append needs at least one event');
  // Single appends leave p_groups out (NULL: each append a group of its own), as the hot path did.
  const grouped = groups.some((group) => group.length > 1);
  const { rows } = await client.query<BatchRow>(
    `SELECT * FROM es_append_batch(${BATCH_ARGUMENTS}${grouped ? ', $10::int[]' : ''})`,
    grouped ? [...batchParameters(appends), groups.flatMap((group, g) => group.map(() => g))] : batchParameters(appends),
  );
  let next = 0;
  return Promise.all(
    groups.map((group) => {
      const first = next;
      next += group.length;
      return groupOutcome(
        client,
        group,
        group.map((_, k) => rowOf(rows, first + k)),
      );
    }),
  );
}

/** The rows come back in order; should one not, its index says whose it is. */
function rowOf(rows: BatchRow[], i: number): BatchRow | undefined {
  return rows[i]?.idx === i ? rows[i] : rows.find((row) => row.idx === i);
}

async function groupOutcome(
  client: SqlClient,
  group: readonly BatchedAppend[],
  rows: (BatchRow | undefined)[],
): Promise<AppendResult[] | Error> {
  if (rows.every((row) => row?.err_code === null)) return rows.map((row) => toResult(row as AppendRow));
  const k = rows.findIndex((row) => row?.err_code !== ROLLED_BACK_WITH_GROUP);
  const row = rows[k];
  const append = group[k];
  if (!row || !append) return new Error(`es_append_batch returned no outcome for the append to ${group[Math.max(k, 0)]!.streamId}`);
  if (row.err_code === 'ESWER') {
    return new WrongExpectedRevisionError(append.streamId, append.expectedRevision, row.err_detail ? BigInt(row.err_detail) : null);
  }
  // Identical retries raced past the idempotency check: the winner stored every append of the group.
  if (row.err_code === '23505' && row.err_constraint === 'es_events_event_id_key') {
    const originals = await Promise.all(group.map((a) => readOriginal(client, a.streamId, a.events)));
    if (originals.every((original) => original !== null)) return originals;
  }
  return Object.assign(new Error(`append to ${append.streamId} failed (${row.err_code}): ${row.err_detail ?? ''}`), {
    code: row.err_code,
    detail: row.err_detail,
    constraint: row.err_constraint,
  });
}
