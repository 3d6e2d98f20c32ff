import { defineTables } from '../../migrations/read-model-tables';

/** rm_leads: the landing page's test-drive requests, which Admins list newest first. No
 * semicolons inside statements (migrate.ts splits on them). */
export const leadsTables = defineTables(
  'leads',
  ['rm_leads'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_leads (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  -- E.164, as the test-drive decider normalised it.
  phone text NOT NULL,
  dealership text NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_leads_newest ON rm_leads (requested_at DESC, id);
`,
    },
  ],
);
