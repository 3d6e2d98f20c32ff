/**
 * Where each projector has got to in the all-stream (checkpoints.ts, the query side's
 * read-your-writes). Bookkeeping, not a read model: a replay deletes only its projectors' rows.
 * It was part of 001-foundation before the read models' tables moved into their folders.
 */
export const checkpointsMigration = `
CREATE TABLE IF NOT EXISTS rm_checkpoints (
  projector text PRIMARY KEY,
  commit_position numeric(20,0) NOT NULL,
  prepare_position numeric(20,0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
