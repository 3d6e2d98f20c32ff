import { defineTables } from '../../migrations/read-model-tables';

/** rm_inventory. No semicolons inside statements (migrate.ts splits on them). */
export const inventoryTables = defineTables(
  'inventory',
  ['rm_inventory'],
  [
    {
      id: '001-table',
      sql: `
-- One row per vehicle, denormalised with its dealership (name, city, state, coordinates) and
-- dealer group so that marketplace search never joins.
CREATE TABLE IF NOT EXISTS rm_inventory (
  id uuid PRIMARY KEY,
  vin text NOT NULL,
  stock_number text NOT NULL,
  year integer NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  trim text NOT NULL DEFAULT '',
  listing_type text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  spotlight boolean NOT NULL DEFAULT false,
  sold boolean NOT NULL DEFAULT false,
  trade_in boolean NOT NULL DEFAULT false,
  post_id text,
  dealership_id uuid NOT NULL,
  dealer_group_id uuid NOT NULL,
  dealership_name text NOT NULL DEFAULT '',
  dealership_city text NOT NULL DEFAULT '',
  dealership_state text NOT NULL DEFAULT '',
  latitude double precision NOT NULL DEFAULT 0,
  longitude double precision NOT NULL DEFAULT 0,
  inventory_date timestamptz NOT NULL,
  list_price numeric(12,2),
  data jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS rm_inventory_vin ON rm_inventory (vin);
CREATE INDEX IF NOT EXISTS rm_inventory_dealership ON rm_inventory (dealership_id, inventory_date);
CREATE INDEX IF NOT EXISTS rm_inventory_search ON rm_inventory (lower(make), lower(model), year);
CREATE INDEX IF NOT EXISTS rm_inventory_location ON rm_inventory (latitude, longitude);
CREATE INDEX IF NOT EXISTS rm_inventory_spotlighted ON rm_inventory (dealer_group_id) WHERE spotlight;
`,
    },
    {
      // The trade-in search (spec section 7, "tradein/search") lists only trade-ins, a few percent
      // of the inventory, by dealership: a partial index keeps that lookup off the full table.
      id: '002-trade-in-index',
      sql: `
CREATE INDEX IF NOT EXISTS rm_inventory_trade_ins ON rm_inventory (dealership_id) WHERE trade_in;
`,
    },
  ],
);
