import { defineTables } from '../../migrations/read-model-tables';

/** rm_market_sales and rm_market_values. No semicolons inside statements (migrate.ts splits on them). */
export const marketTables = defineTables(
  'market',
  ['rm_market_sales', 'rm_market_values', 'rm_market_dirty'],
  [
    {
      id: '001-tables',
      sql: `
-- One row per sale the network made (a won offer: accepted or bought now), at the vehicle amount
-- without transport, with the cohort (year, lower-cased make and model) and the mileage the
-- vehicle had when it sold. An unwound sale (demo reset) is deleted.
CREATE TABLE IF NOT EXISTS rm_market_sales (
  offer_id uuid PRIMARY KEY,
  inventory_id uuid NOT NULL,
  year integer NOT NULL,
  make_key text NOT NULL,
  model_key text NOT NULL,
  amount numeric(12,2) NOT NULL,
  mileage integer,
  sold_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_market_sales_cohort ON rm_market_sales (year, make_key, model_key, sold_at);
CREATE INDEX IF NOT EXISTS rm_market_sales_inventory ON rm_market_sales (inventory_id);
-- One row per cohort with a sale: its figures as of its latest sale (as_of), recomputed as each
-- sale or unwind projects (./network-value.ts). value, low and high are at ref_mileage; a
-- vehicle's own are moved by dollars_per_mile x (its mileage - ref_mileage). value is null below
-- the sample floor. daily_sales: sales in the 45 days before as_of, / 45.
CREATE TABLE IF NOT EXISTS rm_market_values (
  year integer NOT NULL,
  make_key text NOT NULL,
  model_key text NOT NULL,
  sample_size integer NOT NULL,
  value numeric(12,2),
  low numeric(12,2),
  high numeric(12,2),
  ref_mileage double precision,
  dollars_per_mile double precision NOT NULL DEFAULT 0,
  daily_sales double precision NOT NULL DEFAULT 0,
  as_of timestamptz NOT NULL,
  PRIMARY KEY (year, make_key, model_key)
);
`,
    },
    {
      // A replay (replay.ts) records the cohorts its batches touch here and works their figures
      // out once at its end, not once a batch: at 1,000,000 sales that took the rebuild from 2,538
      // to about 45,000 events/s. A live batch also works out any cohort left here (a replay
      // stopped before its end).
      id: '002-dirty-cohorts',
      sql: `
CREATE TABLE IF NOT EXISTS rm_market_dirty (
  year integer NOT NULL,
  make_key text NOT NULL,
  model_key text NOT NULL,
  PRIMARY KEY (year, make_key, model_key)
);
`,
    },
  ],
);
