import { defineTables } from '../../migrations/read-model-tables';

/** rm_outbox: the emails to send, which a mail sender drains (../../outbox-drain). No semicolons
 * inside statements (migrate.ts splits on them). */
export const outboxTables = defineTables(
  'outbox',
  ['rm_outbox'],
  [
    {
      id: '001-table',
      sql: `
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
`,
    },
  ],
);
