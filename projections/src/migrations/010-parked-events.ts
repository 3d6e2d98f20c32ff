/**
 * Events a projector could not apply even alone (a dead letter per projector): the runner parks
 * them and moves on instead of stopping every read model. Not a read model (no rm_ prefix): a
 * replay keeps it. The event itself stays in the event store; the row names it by id and
 * position. No semicolons inside statements (migrate.ts splits on them).
 */
export const parkedEventsMigration = `
CREATE TABLE IF NOT EXISTS projection_parked_events (
  projector text NOT NULL,
  event_id text NOT NULL,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_type text NOT NULL,
  commit_position numeric(20,0) NOT NULL,
  prepare_position numeric(20,0) NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  parked_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projector, event_id)
);
CREATE INDEX IF NOT EXISTS projection_parked_events_position
  ON projection_parked_events (commit_position, prepare_position)
`;
