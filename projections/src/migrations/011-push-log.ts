/**
 * What the projections announce to connected browsers (projections/src/push, the query service's
 * /api/push stream): one row per change a screen should reload for, written in the transaction
 * of the read model it announces, so it is visible only once that read model committed. The id
 * is the stream's event id (Last-Event-ID on reconnect). Kept about an hour (pruned). Not a read
 * model (no rm_ prefix): a replay neither empties it nor adds to it. No semicolons inside
 * statements (migrate.ts splits on them).
 */
export const pushLogMigration = `
CREATE TABLE IF NOT EXISTS push_log (
  id bigserial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  kind text NOT NULL,
  user_id uuid,
  offer_id uuid,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- As in the event store: a reader takes only rows below the oldest transaction still running,
  -- in (transaction_id, id) order, so a row that committed late is never skipped.
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX IF NOT EXISTS push_log_created ON push_log (created_at);
CREATE INDEX IF NOT EXISTS push_log_order ON push_log (transaction_id, id)
`;
