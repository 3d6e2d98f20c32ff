import type { Database } from '../db/database';

/**
 * The PostgreSQL event store tables (the approach of Emmett's PostgreSQL store):
 * - `es_streams` holds each stream's revision; its row lock serialises appenders to one stream.
 * - `es_events.transaction_id` lets subscribers read only below the oldest running transaction,
 *   so a transaction that commits late never lets a subscriber skip its events.
 */
const TABLES = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_position)
);
CREATE INDEX IF NOT EXISTS es_events_transaction_position ON es_events (transaction_id, global_position);
`;

/** Expected revision codes: -1 no stream, -2 any, -3 stream exists, >= 0 exact revision.
 * Returns the stream's new revision, the transaction id and the last event's global position.
 * A mismatch raises SQLSTATE ESWER whose DETAIL is the actual revision ('' = no stream). */
const APPEND_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append(
  p_stream_id text, p_expected bigint, p_ids uuid[], p_types text[], p_datas jsonb[], p_metas jsonb[]
) RETURNS TABLE (out_revision bigint, out_transaction_id text, out_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := cardinality(p_ids);
  v_revision bigint;
  v_actual bigint;
BEGIN
  -- A retried append (its first event is already stored): answer with the original result.
  IF EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = p_ids[1] AND e.stream_id = p_stream_id) THEN
    RETURN QUERY SELECT e.stream_position, e.transaction_id::text, e.global_position
      FROM es_events e WHERE e.stream_id = p_stream_id AND e.event_id = ANY(p_ids)
      ORDER BY e.stream_position DESC LIMIT 1;
    RETURN;
  END IF;

  IF p_expected = -1 THEN
    INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING RETURNING s.revision INTO v_revision;
  ELSIF p_expected = -2 THEN
    INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count RETURNING s.revision INTO v_revision;
  ELSIF p_expected = -3 THEN
    UPDATE es_streams s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id RETURNING s.revision INTO v_revision;
  ELSE
    -- Concurrent appenders wait on this row lock; once the winner commits, the others re-check
    -- "revision = expected", find it changed and fail: exactly one wins.
    UPDATE es_streams s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id AND s.revision = p_expected RETURNING s.revision INTO v_revision;
  END IF;

  IF v_revision IS NULL THEN
    -- Lost the race to an identical retry that has just committed? Then that is our result.
    IF EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = p_ids[1] AND e.stream_id = p_stream_id) THEN
      RETURN QUERY SELECT e.stream_position, e.transaction_id::text, e.global_position
        FROM es_events e WHERE e.stream_id = p_stream_id AND e.event_id = ANY(p_ids)
        ORDER BY e.stream_position DESC LIMIT 1;
      RETURN;
    END IF;
    SELECT s.revision INTO v_actual FROM es_streams s WHERE s.stream_id = p_stream_id;
    RAISE EXCEPTION USING ERRCODE = 'ESWER', MESSAGE = 'wrong expected revision',
      DETAIL = coalesce(v_actual::text, '');
  END IF;

  -- Subscribers LISTEN (postgres-event-store.ts): delivered on commit, folded into one per
  -- transaction however many appends it holds.
  PERFORM pg_notify('es_appended', '');

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
    SELECT p_stream_id, v_revision - v_count + u.ord, u.id, u.type, u.data, u.meta
      FROM unnest(p_ids, p_types, p_datas, p_metas) WITH ORDINALITY AS u(id, type, data, meta, ord)
    RETURNING global_position
  )
  SELECT v_revision, pg_current_xact_id()::text, max(i.global_position) FROM inserted i;
END;
$$;
`;

/**
 * Group commit: many appends (to any streams) in ONE statement, so in one transaction and one WAL
 * flush. Each runs es_append inside its own exception block (a subtransaction): it keeps its own
 * expected-revision check, and a failing append rolls back alone and reports its SQLSTATE,
 * detail and constraint; the others commit. Input: a jsonb array of
 * {stream, expected, ids, types, datas, metas}; one row out per append, in order.
 */
const APPEND_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append_batch(p_appends jsonb)
RETURNS TABLE (idx int, out_revision bigint, out_transaction_id text, out_position bigint,
               err_code text, err_detail text, err_constraint text)
LANGUAGE plpgsql AS $$
DECLARE
  v_append jsonb;
  v_row record;
BEGIN
  FOR v_append, idx IN SELECT a, (o - 1)::int FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(a, o) LOOP
    BEGIN
      SELECT * INTO v_row FROM es_append(
        v_append->>'stream',
        (v_append->>'expected')::bigint,
        ARRAY(SELECT jsonb_array_elements_text(v_append->'ids'))::uuid[],
        ARRAY(SELECT jsonb_array_elements_text(v_append->'types')),
        ARRAY(SELECT jsonb_array_elements(v_append->'datas')),
        ARRAY(SELECT jsonb_array_elements(v_append->'metas')));
      out_revision := v_row.out_revision;
      out_transaction_id := v_row.out_transaction_id;
      out_position := v_row.out_position;
      err_code := NULL; err_detail := NULL; err_constraint := NULL;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS err_code = RETURNED_SQLSTATE, err_detail = PG_EXCEPTION_DETAIL,
        err_constraint = CONSTRAINT_NAME;
      out_revision := NULL; out_transaction_id := NULL; out_position := NULL;
    END;
    RETURN NEXT;
  END LOOP;
END;
$$;
`;

/** Idempotent; an advisory lock keeps concurrent starters from racing on CREATE OR REPLACE. */
export async function migrateEventStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7311640)');
    for (const statement of TABLES.split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await tx.query(statement);
    }
    await tx.query(APPEND_FUNCTION);
    await tx.query(APPEND_BATCH_FUNCTION);
  });
}
