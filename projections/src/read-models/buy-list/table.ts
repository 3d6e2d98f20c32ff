import { defineTables } from '../../migrations/read-model-tables';

/** rm_buy_list_items: the live buy list items (the list, and the spotlight's match count). No
 * semicolons inside statements (migrate.ts splits on them). */
export const buyListTables = defineTables(
  'buy-list',
  ['rm_buy_list_items'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_buy_list_items (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  dealer_group_id uuid,
  make text NOT NULL,
  model text NOT NULL,
  start_year integer NOT NULL,
  end_year integer NOT NULL,
  search_radius integer NOT NULL,
  retail_ready_only boolean NOT NULL DEFAULT false,
  trade_in boolean NOT NULL DEFAULT false,
  latitude double precision NOT NULL DEFAULT 0,
  longitude double precision NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rm_buy_list_items_vehicle ON rm_buy_list_items (lower(make), lower(model));
`,
    },
    {
      // The time an item was added, for the newest-first list.
      id: '002-added-at',
      sql: `
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS added_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z';
CREATE INDEX IF NOT EXISTS rm_buy_list_items_user ON rm_buy_list_items (user_id, added_at DESC);
`,
    },
    {
      // Standing orders (issue 35): the order's terms as placed (jsonb, read back whole), whether it
      // runs, what it offered on its last day of offers (today's caps), and the box around the
      // item's centre its radius reaches (platform geo boundingBox's formula), so that matching a
      // listing against 100,000 orders is an index range scan before the exact distance.
      id: '003-standing-orders',
      sql: `
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS standing_order jsonb;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_status text;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_paused_reason text;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_ends_at timestamptz;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_offers_made integer NOT NULL DEFAULT 0;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_day text;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_day_units integer NOT NULL DEFAULT 0;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_day_dollars numeric(14,2) NOT NULL DEFAULT 0;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS order_revision bigint NOT NULL DEFAULT -1;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS min_latitude double precision;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS max_latitude double precision;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS min_longitude double precision;
ALTER TABLE rm_buy_list_items ADD COLUMN IF NOT EXISTS max_longitude double precision;
CREATE INDEX IF NOT EXISTS rm_buy_list_items_standing ON rm_buy_list_items (lower(make), lower(model), min_latitude)
  WHERE order_status = 'active';
`,
    },
  ],
);
