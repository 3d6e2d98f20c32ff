/**
 * Read models of invitations: the invite list (rm_invites) and the email outbox (rm_outbox),
 * which a mail sender drains (../outbox-drain). No semicolons inside statements (migrate.ts
 * splits on them).
 */
export const invitesMigration = `
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

CREATE TABLE IF NOT EXISTS rm_outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set by the drain once the mail sender took the email; null = still to send.
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS rm_outbox_unsent ON rm_outbox (created_at) WHERE sent_at IS NULL;
`;
