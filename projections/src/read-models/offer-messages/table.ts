import { defineTables } from '../../migrations/read-model-tables';

/** rm_offer_messages: an offer's conversation. No semicolons inside statements (migrate.ts splits on them). */
export const offerMessagesTables = defineTables(
  'offer-messages',
  ['rm_offer_messages'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_offer_messages (
  message_id uuid PRIMARY KEY,
  offer_id uuid NOT NULL,
  from_user_id uuid NOT NULL,
  message text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_offer_messages_offer ON rm_offer_messages (offer_id, sent_at);
`,
    },
  ],
);
