/**
 * Read model of the landing page's test-drive requests (rm_leads), which Admins list newest
 * first. No semicolons inside statements (migrate.ts splits on them).
 */
export const leadsMigration = `
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
`;
