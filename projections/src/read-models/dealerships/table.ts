import { defineTables } from '../../migrations/read-model-tables';

/** rm_dealerships: one row per dealership with its coordinates; the location index serves the
 * radius searches. No semicolons inside statements (migrate.ts splits on them). */
export const dealershipsTables = defineTables(
  'dealerships',
  ['rm_dealerships'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_dealerships (
  id uuid PRIMARY KEY,
  dealer_group_id uuid NOT NULL,
  name text NOT NULL,
  dealer_vault_id text NOT NULL,
  address1 text NOT NULL,
  address2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  active boolean NOT NULL DEFAULT true,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_dealerships_group ON rm_dealerships (dealer_group_id);
CREATE INDEX IF NOT EXISTS rm_dealerships_location ON rm_dealerships (latitude, longitude);
`,
    },
    {
      // Aging (issue "Know the market"): what a day in stock costs the dealership (dollars), and
      // the days in inventory at which its sellers get the daily aging digest. Set by
      // DealershipAgingSettingsSet; the defaults are contracts' defaultHoldingCostPerDay and
      // defaultAgingThresholds.
      id: '002-aging-settings',
      sql: `
ALTER TABLE rm_dealerships ADD COLUMN IF NOT EXISTS holding_cost_per_day numeric(8,2) NOT NULL DEFAULT 35;
ALTER TABLE rm_dealerships ADD COLUMN IF NOT EXISTS aging_thresholds integer[] NOT NULL DEFAULT '{30,45,60,90}';
`,
    },
  ],
);
