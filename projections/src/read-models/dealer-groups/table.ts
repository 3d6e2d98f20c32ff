import { defaultResponseHours } from '@dtn/contracts/constants';
import { defineTables } from '../../migrations/read-model-tables';

/** rm_dealer_groups: one row per dealer group. No semicolons inside statements (migrate.ts splits on them). */
export const dealerGroupsTables = defineTables(
  'dealer-groups',
  ['rm_dealer_groups'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_dealer_groups (
  id uuid PRIMARY KEY,
  organization_name text NOT NULL,
  slug text NOT NULL UNIQUE,
  short_name text NOT NULL,
  dealer_vault_vendor_id text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  image_url text NOT NULL DEFAULT ''
);
`,
    },
    {
      // Negotiation: the hours each side has to answer on offers for the group's vehicles.
      id: '002-response-hours',
      sql: `
ALTER TABLE rm_dealer_groups ADD COLUMN IF NOT EXISTS response_hours integer NOT NULL DEFAULT ${defaultResponseHours}
`,
    },
  ],
);
