import { defineTables } from '../../migrations/read-model-tables';

/** rm_invites: the invite list and the accept lookup. No semicolons inside statements (migrate.ts splits on them). */
export const invitesTables = defineTables(
  'invites',
  ['rm_invites'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_invites (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL,
  buy_authority boolean NOT NULL,
  sell_authority boolean NOT NULL,
  dealer_group_id uuid NOT NULL,
  dealership_ids uuid[] NOT NULL,
  -- sha256 of the accept token: the invitee's link finds the invite by it.
  token_hash text NOT NULL UNIQUE,
  invited_by_user_id text NOT NULL,
  invite_date timestamptz NOT NULL,
  status text NOT NULL,
  accepted_user_id uuid
);
CREATE INDEX IF NOT EXISTS rm_invites_group ON rm_invites (dealer_group_id, invite_date DESC);
`,
    },
  ],
);
