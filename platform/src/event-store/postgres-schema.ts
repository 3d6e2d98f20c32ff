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
 * A group commit's appends travel as arrays, one entry per append (stream, expected revision,
 * number of events) and one per event, events in append order (the append it belongs to, 1-based,
 * its offset in that append, id, type), with the events' data and metadata as two jsonb arrays.
 */
const BATCH_PARAMETERS = `p_streams text[], p_expected bigint[], p_counts int[], p_event_appends int[],
  p_event_offsets int[], p_ids uuid[], p_types text[], p_datas jsonb, p_metas jsonb`;

/**
 * Group commit's common case in one set-based pass: every append of the batch written with four
 * statements, instead of one es_append call in a subtransaction of its own each (0.19-0.27 ms
 * per append under load, and past 64 subtransactions every backend's snapshot overflows its
 * cache). The streams' rows are locked in stream order and read in one statement; each append's
 * expected revision is checked against them in PL/pgSQL (no statement per append); then one
 * statement writes the streams (existing ones updated, new ones inserted) and one the events.
 * Returns each append's new revision and last global position, in order, and the transaction id;
 * NULL revisions when an expected revision does not hold (nothing written). Raises when a write
 * fails: a stream created meanwhile by another transaction, a stream twice in the batch (its
 * events' positions collide), a retried append (its event ids are stored). es_append_batch then
 * rolls this pass back and appends one by one, each with its own check and its own error.
 *
 * Its statements are few and plain on purpose: PostgreSQL CPU per call (one connection,
 * synchronous_commit off, /proc) 465-525 µs for 8 appends and 1.3-1.5 ms for 32, where the
 * earlier form (a jsonb payload parsed twice, ordered aggregates and joins, eight statements)
 * took 645-825 µs and 2.5-2.7 ms.
 *
 * `enable_seqscan = off` inside it: its lookups by stream must be index probes whatever the
 * statistics say. PL/pgSQL keeps each statement's plan for the session; planned while es_streams
 * was small or never analysed, a lookup became a sequential scan of the whole table, and an
 * append's cost grew with the store (0.7 ms a batch of 8 at 1,600 events, 1.6 ms at 9,600, 2.1 ms
 * a little later, on a server without autovacuum; 0.47-0.65 ms with it).
 * `plan_cache_mode = force_generic_plan`: with index probes the only plans, each statement's
 * session plan is the right one, and planning it again on every call (what the plan cache kept
 * doing for these array-fed statements) cost half of a small batch.
 */
const APPEND_SET_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append_set(${BATCH_PARAMETERS},
  OUT revisions bigint[], OUT positions bigint[], OUT transaction_id text
) LANGUAGE plpgsql SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_found text[];
  v_found_revisions bigint[];
  v_previous bigint;
  v_revision bigint;
  v_expected bigint;
  v_new_streams text[] := '{}';
  v_new_revisions bigint[] := '{}';
  v_old_streams text[] := '{}';
  v_old_revisions bigint[] := '{}';
  v_event_streams text[];
  v_event_positions bigint[];
  v_append int;
BEGIN
  SELECT array_agg(s.stream_id), array_agg(s.revision) INTO v_found, v_found_revisions
    FROM (SELECT s.stream_id, s.revision FROM es_streams s
           WHERE s.stream_id = ANY(p_streams) ORDER BY s.stream_id FOR UPDATE) s;
  revisions := array_fill(NULL::bigint, ARRAY[cardinality(p_streams)]);
  FOR i IN 1 .. cardinality(p_streams) LOOP
    v_previous := CASE WHEN v_found IS NOT NULL THEN v_found_revisions[array_position(v_found, p_streams[i])] END;
    v_expected := p_expected[i];
    v_revision := CASE
        WHEN v_expected = -1 THEN CASE WHEN v_previous IS NULL THEN p_counts[i] - 1 END
        WHEN v_expected = -2 THEN coalesce(v_previous, -1) + p_counts[i]
        WHEN v_expected = -3 THEN v_previous + p_counts[i]
        WHEN v_previous = v_expected THEN v_previous + p_counts[i]
      END;
    IF v_revision IS NULL THEN
      revisions := NULL;
      RETURN;
    END IF;
    revisions[i] := v_revision;
    IF v_previous IS NULL THEN
      v_new_streams := v_new_streams || p_streams[i];
      v_new_revisions := v_new_revisions || v_revision;
    ELSE
      v_old_streams := v_old_streams || p_streams[i];
      v_old_revisions := v_old_revisions || v_revision;
    END IF;
  END LOOP;

  IF cardinality(v_old_streams) > 0 THEN
    UPDATE es_streams s SET revision = u.revision
      FROM unnest(v_old_streams, v_old_revisions) AS u(stream, revision)
     WHERE s.stream_id = u.stream;
  END IF;
  -- A stream created meanwhile by another transaction: a unique violation, so the slow path.
  IF cardinality(v_new_streams) > 0 THEN
    INSERT INTO es_streams (stream_id, revision) SELECT * FROM unnest(v_new_streams, v_new_revisions);
  END IF;

  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
    SELECT p_streams[e.a], revisions[e.a] - p_counts[e.a] + 1 + e.k, e.id, e.type,
           p_datas->(e.j::int - 1), p_metas->(e.j::int - 1)
      FROM unnest(p_event_appends, p_event_offsets, p_ids, p_types) WITH ORDINALITY AS e(a, k, id, type, j)
    RETURNING stream_id, global_position
  )
  SELECT array_agg(i.stream_id), array_agg(i.global_position) INTO v_event_streams, v_event_positions FROM inserted i;

  -- Each append's last position. The rows come back in the order they were given; should one
  -- not, its stream says whose it is.
  positions := array_fill(NULL::bigint, ARRAY[cardinality(p_streams)]);
  FOR j IN 1 .. cardinality(v_event_positions) LOOP
    v_append := p_event_appends[j];
    IF v_event_streams[j] <> p_streams[v_append] THEN
      v_append := array_position(p_streams, v_event_streams[j]);
    END IF;
    positions[v_append] := greatest(positions[v_append], v_event_positions[j]);
  END LOOP;

  -- Subscribers LISTEN (postgres-event-store.ts): delivered on commit.
  PERFORM pg_notify('es_appended', '');
  transaction_id := pg_current_xact_id()::text;
END;
$$;
`;

/**
 * Group commit: many appends (to any streams) in ONE statement, so in one transaction and one WAL
 * flush. First as one set-based pass (es_append_set); when an expected revision does not hold or
 * the pass fails, each group of appends runs inside its own exception block (a subtransaction),
 * each append of it through es_append with its own expected-revision check: a group commits or
 * rolls back as a whole, the others of the batch are unaffected. A group is a run of appends with
 * the same number in p_groups (appendToStreams' several streams); NULL p_groups (the hot path's
 * single appends) makes each append a group of its own. Input: BATCH_PARAMETERS, p_groups; one row
 * out per append, in order: its result, or its SQLSTATE, detail and constraint; an append rolled
 * back because another of its group failed reports ESGRP with that append's index as the detail.
 * The rows are emitted after each group's block: rows returned inside a block that then rolls
 * back would stay in the result.
 */
const APPEND_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append_batch(${BATCH_PARAMETERS}, p_groups int[] DEFAULT NULL)
RETURNS TABLE (idx int, out_revision bigint, out_transaction_id text, out_position bigint,
               err_code text, err_detail text, err_constraint text)
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
  v_revisions bigint[];
  v_positions bigint[];
  v_transaction_id text;
  v_count int := cardinality(p_streams);
  v_starts int[];
  v_start int := 1;
  v_end int;
  v_current int;
  v_failed int;
  v_code text;
  v_detail text;
  v_constraint text;
BEGIN
  BEGIN
    SELECT s.revisions, s.positions, s.transaction_id INTO v_revisions, v_positions, v_transaction_id
      FROM es_append_set(p_streams, p_expected, p_counts, p_event_appends, p_event_offsets, p_ids, p_types,
                         p_datas, p_metas) AS s;
  EXCEPTION WHEN OTHERS THEN
    v_revisions := NULL;
  END;
  IF v_revisions IS NOT NULL THEN
    RETURN QUERY SELECT (u.i - 1)::int, u.revision, v_transaction_id, u.position, NULL::text, NULL::text, NULL::text
      FROM unnest(v_revisions, v_positions) WITH ORDINALITY AS u(revision, position, i);
    RETURN;
  END IF;

  -- Each append's first event.
  v_starts := array_fill(1, ARRAY[v_count]);
  FOR i IN 2 .. v_count LOOP
    v_starts[i] := v_starts[i - 1] + p_counts[i - 1];
  END LOOP;
  v_revisions := array_fill(NULL::bigint, ARRAY[v_count]);
  v_positions := array_fill(NULL::bigint, ARRAY[v_count]);
  WHILE v_start <= v_count LOOP
    v_end := v_start;
    WHILE p_groups IS NOT NULL AND v_end < v_count AND p_groups[v_end + 1] = p_groups[v_start] LOOP
      v_end := v_end + 1;
    END LOOP;
    v_failed := NULL;
    v_current := v_start;
    BEGIN
      IF v_end > v_start THEN
        -- The group's streams locked in stream order, as the set-based pass locks them: two groups
        -- over the same streams wait for each other instead of deadlocking.
        PERFORM 1 FROM es_streams s WHERE s.stream_id = ANY(p_streams[v_start:v_end]) ORDER BY s.stream_id FOR UPDATE;
      END IF;
      FOR i IN v_start .. v_end LOOP
        v_current := i;
        SELECT * INTO v_row FROM es_append(p_streams[i], p_expected[i],
          p_ids[v_starts[i]:v_starts[i] + p_counts[i] - 1], p_types[v_starts[i]:v_starts[i] + p_counts[i] - 1],
          ARRAY(SELECT p_datas->k FROM generate_series(v_starts[i] - 1, v_starts[i] + p_counts[i] - 2) AS k),
          ARRAY(SELECT p_metas->k FROM generate_series(v_starts[i] - 1, v_starts[i] + p_counts[i] - 2) AS k));
        v_revisions[i] := v_row.out_revision;
        v_positions[i] := v_row.out_position;
        v_transaction_id := v_row.out_transaction_id;
      END LOOP;
    EXCEPTION WHEN OTHERS THEN
      -- Variables keep their values across the rollback: v_current names the append that failed.
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL, v_constraint = CONSTRAINT_NAME;
      v_failed := v_current;
    END;
    FOR i IN v_start .. v_end LOOP
      idx := i - 1;
      IF v_failed IS NULL THEN
        out_revision := v_revisions[i]; out_transaction_id := v_transaction_id; out_position := v_positions[i];
        err_code := NULL; err_detail := NULL; err_constraint := NULL;
      ELSE
        out_revision := NULL; out_transaction_id := NULL; out_position := NULL;
        IF i = v_failed THEN
          err_code := v_code; err_detail := v_detail; err_constraint := v_constraint;
        ELSE
          err_code := 'ESGRP'; err_detail := (v_failed - 1)::text; err_constraint := NULL;
        END IF;
      END IF;
      RETURN NEXT;
    END LOOP;
    v_start := v_end + 1;
  END LOOP;
END;
$$;
`;

/** The batch functions took one jsonb payload before they took arrays; es_append_batch took no
 * groups before appendToStreams (its old signature left in place would make calls ambiguous). */
const OLD_FUNCTIONS = [
  'DROP FUNCTION IF EXISTS es_append_batch(jsonb)',
  'DROP FUNCTION IF EXISTS es_append_set(jsonb)',
  'DROP FUNCTION IF EXISTS es_append_batch(text[], bigint[], int[], int[], int[], uuid[], text[], jsonb, jsonb)',
];

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
    for (const statement of OLD_FUNCTIONS) await tx.query(statement);
    await tx.query(APPEND_SET_FUNCTION);
    await tx.query(APPEND_BATCH_FUNCTION);
  });
}
