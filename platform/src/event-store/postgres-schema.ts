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
 * Group commit's common case in one set-based pass: every append of the batch written with a
 * handful of statements, instead of one es_append call in a subtransaction of its own each
 * (0.19-0.27 ms per append under load, and past 64 subtransactions every backend's snapshot
 * overflows its cache). Taken only when the streams are distinct and no append is a retry; the
 * streams' rows are locked in stream order, each append's expected revision is checked against
 * them, then the streams and the events are written. Any other case, or any failed check or
 * write, raises: es_append_batch then rolls this pass back and appends one by one (each with its
 * own check and its own error). Returns each append's new revision and last global position,
 * in order, and the transaction id.
 *
 * `enable_seqscan = off` inside it: its lookups by stream and event id must be index probes
 * whatever the statistics say. PL/pgSQL keeps each statement's plan for the session; planned
 * while es_events and es_streams were small or never analysed, the idempotency check and the
 * revision lookup became hash joins over a sequential scan of the whole table, and an append's
 * cost grew with the store (0.7 ms a batch of 8 at 1,600 events, 1.6 ms at 9,600, 2.1 ms a little
 * later, on a server without autovacuum; 0.65 ms again after ANALYZE; 0.47-0.65 ms with it).
 * `plan_cache_mode = force_generic_plan`: with index probes the only plans, each statement's
 * session plan is the right one, and planning it again on every call (what the plan cache kept
 * doing for these array-fed statements) cost half of a small batch: PostgreSQL CPU per call 354 µs
 * for one append and 550 µs for eight, 168-181 and 350-370 µs without the replanning.
 */
const APPEND_SET_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append_set(
  p_appends jsonb, OUT revisions bigint[], OUT positions bigint[], OUT transaction_id text
) LANGUAGE plpgsql SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_streams text[];
  v_expected bigint[];
  v_counts int[];
  v_first_ids uuid[];
  v_existed boolean[];
BEGIN
  SELECT array_agg(x->>'stream' ORDER BY o), array_agg((x->>'expected')::bigint ORDER BY o),
         array_agg(jsonb_array_length(x->'ids') ORDER BY o), array_agg((x->'ids'->>0)::uuid ORDER BY o)
    INTO v_streams, v_expected, v_counts, v_first_ids
    FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS t(x, o);
  IF (SELECT count(DISTINCT s) FROM unnest(v_streams) AS s) <> cardinality(v_streams)
     OR 0 = ANY(v_counts)
     OR EXISTS (SELECT 1 FROM unnest(v_streams, v_first_ids) AS u(stream, id)
                  JOIN es_events e ON e.event_id = u.id AND e.stream_id = u.stream) THEN
    RAISE EXCEPTION 'not a set-based batch';
  END IF;

  PERFORM 1 FROM es_streams s WHERE s.stream_id = ANY(v_streams) ORDER BY s.stream_id FOR UPDATE;
  SELECT array_agg(CASE
           WHEN u.expected = -1 THEN CASE WHEN s.revision IS NULL THEN u.n - 1 END
           WHEN u.expected = -2 THEN coalesce(s.revision, -1) + u.n
           WHEN u.expected = -3 THEN s.revision + u.n
           WHEN s.revision = u.expected THEN s.revision + u.n
         END ORDER BY u.i),
         array_agg(s.stream_id IS NOT NULL ORDER BY u.i)
    INTO revisions, v_existed
    FROM unnest(v_streams, v_expected, v_counts) WITH ORDINALITY AS u(stream, expected, n, i)
    LEFT JOIN es_streams s ON s.stream_id = u.stream;
  IF array_position(revisions, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'an expected revision does not hold';
  END IF;

  UPDATE es_streams s SET revision = u.revision
    FROM unnest(v_streams, revisions, v_existed) AS u(stream, revision, existed)
   WHERE u.existed AND s.stream_id = u.stream;
  -- A stream created meanwhile by another transaction: a unique violation, so the slow path.
  INSERT INTO es_streams (stream_id, revision)
  SELECT u.stream, u.revision FROM unnest(v_streams, revisions, v_existed) AS u(stream, revision, existed)
   WHERE NOT u.existed;

  PERFORM pg_notify('es_appended', '');
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
    SELECT v_streams[t.o], revisions[t.o] - v_counts[t.o] + e.k,
           (t.x->'ids'->>(e.k - 1)::int)::uuid, t.x->'types'->>(e.k - 1)::int,
           t.x->'datas'->(e.k - 1)::int, t.x->'metas'->(e.k - 1)::int
      FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS t(x, o),
           generate_series(1, jsonb_array_length(t.x->'ids')) AS e(k)
     ORDER BY t.o, e.k
    RETURNING stream_id, global_position
  )
  SELECT array_agg(p.last ORDER BY p.i) INTO positions
    FROM (SELECT u.i, max(ins.global_position) AS last
            FROM unnest(v_streams) WITH ORDINALITY AS u(stream, i)
            JOIN inserted ins ON ins.stream_id = u.stream
           GROUP BY u.i) AS p;
  transaction_id := pg_current_xact_id()::text;
END;
$$;
`;

/**
 * Group commit: many appends (to any streams) in ONE statement, so in one transaction and one WAL
 * flush. First as one set-based pass (es_append_set); when that cannot be taken or fails, each
 * append runs es_append inside its own exception block (a subtransaction): it keeps its own
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
  v_revisions bigint[];
  v_positions bigint[];
  v_transaction_id text;
BEGIN
  BEGIN
    SELECT s.revisions, s.positions, s.transaction_id INTO v_revisions, v_positions, v_transaction_id
      FROM es_append_set(p_appends) AS s;
  EXCEPTION WHEN OTHERS THEN
    v_revisions := NULL;
  END;
  IF v_revisions IS NOT NULL THEN
    RETURN QUERY SELECT (u.i - 1)::int, u.revision, v_transaction_id, u.position, NULL::text, NULL::text, NULL::text
      FROM unnest(v_revisions, v_positions) WITH ORDINALITY AS u(revision, position, i);
    RETURN;
  END IF;

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
    await tx.query(APPEND_SET_FUNCTION);
    await tx.query(APPEND_BATCH_FUNCTION);
  });
}
