/**
 * Read-model tables of the foundation slice. Owned by the projectors in ../read-models; the
 * query service only reads them. Every statement is idempotent (IF NOT EXISTS).
 */
export const foundationMigration = `
CREATE TABLE IF NOT EXISTS rm_checkpoints (
  projector text PRIMARY KEY,
  commit_position numeric(20,0) NOT NULL,
  prepare_position numeric(20,0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS rm_dealer_groups (
  id uuid PRIMARY KEY,
  organization_name text NOT NULL,
  slug text NOT NULL UNIQUE,
  short_name text NOT NULL,
  dealer_vault_vendor_id text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  image_url text NOT NULL DEFAULT ''
);

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

CREATE TABLE IF NOT EXISTS rm_users (
  id uuid PRIMARY KEY,
  user_id text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  role text NOT NULL,
  buy_authority boolean NOT NULL,
  sell_authority boolean NOT NULL,
  dealer_group_id uuid,
  dealership_ids uuid[] NOT NULL DEFAULT '{}',
  postal_code text NOT NULL DEFAULT '',
  latitude double precision NOT NULL DEFAULT 0,
  longitude double precision NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rm_users_group ON rm_users (dealer_group_id);

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

-- Filled by the buy-list projector (social feed / buy list issue); here so that
-- GET /api/buylist/query/count answers 0 until buy lists exist.
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
`;
