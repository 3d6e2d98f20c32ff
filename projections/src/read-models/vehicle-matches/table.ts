import { defineTables } from '../../migrations/read-model-tables';

/**
 * The vehicle-match projector's own copies of buy list items, vehicles and dealerships, kept in
 * event order: within a batch the buy-list, inventory and dealerships read models may already
 * hold later events' state, and matches must come out the same whatever the batch boundaries.
 * The matches themselves are notifications (../notifications/writes.ts). No semicolons inside
 * statements (migrate.ts splits on them).
 */
export const vehicleMatchesTables = defineTables(
  'vehicle-matches',
  ['rm_match_buy_list_items', 'rm_match_vehicles', 'rm_match_dealerships'],
  [
    {
      id: '001-table',
      sql: `
-- One row per buy list item, kept (removed) after its removal so that a redelivered addition
-- neither revives it nor matches again; the box around the item's centre that its radius
-- reaches prefilters candidates before the exact great-circle distance.
CREATE TABLE IF NOT EXISTS rm_match_buy_list_items (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  dealer_group_id uuid,
  make text NOT NULL,
  model text NOT NULL,
  start_year integer NOT NULL,
  end_year integer NOT NULL,
  search_radius double precision NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  min_latitude double precision NOT NULL,
  max_latitude double precision NOT NULL,
  min_longitude double precision NOT NULL,
  max_longitude double precision NOT NULL,
  removed boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS rm_match_buy_list_items_vehicle ON rm_match_buy_list_items (lower(make), lower(model), min_latitude)
  WHERE NOT removed;

CREATE TABLE IF NOT EXISTS rm_match_vehicles (
  id uuid PRIMARY KEY,
  vin text NOT NULL,
  year integer NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  dealer_group_id uuid NOT NULL,
  dealership_id uuid NOT NULL,
  image_url text NOT NULL DEFAULT '',
  sold boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS rm_match_vehicles_unsold ON rm_match_vehicles (lower(make), lower(model)) WHERE NOT sold;

CREATE TABLE IF NOT EXISTS rm_match_dealerships (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
`,
    },
  ],
);
