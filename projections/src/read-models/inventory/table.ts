import { defineTables } from '../../migrations/read-model-tables';

/** rm_inventory and rm_inventory_supply. No semicolons inside statements (migrate.ts splits on
 * them), but inside a $$-quoted function body. */
export const inventoryTables = defineTables(
  'inventory',
  ['rm_inventory', 'rm_inventory_supply'],
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
    {
      // The marketplace search (marketplace.ts) counts every match and sorts them for a page by
      // dealership, then by make and model when those are asked for: this index holds all it
      // reads of them but the trim, so both scans are index-only and the rows themselves are read
      // for the page's vehicles alone. At 1,000,000 vehicles it is 86 MB beside the table's 280 MB,
      // and the search's p95 (SQL, 200 searches of 100 miles from random dealerships) goes from
      // 36-57 ms to 24-25 ms without filters, 44-50 to 12-13 ms for a make and model, 30-42 to
      // 15-16 ms from a year. Keyed by the dealership alone it did 18 ms without filters but
      // 39-45 ms with a make, whose rows it then read one by one.
      id: '003-marketplace-index',
      sql: `
CREATE INDEX IF NOT EXISTS rm_inventory_market ON rm_inventory (dealership_id, lower(make), lower(model))
  INCLUDE (listing_type, year, sold, spotlight, inventory_date, id) WHERE NOT trade_in;
`,
    },
    {
      // Since 003 no statement reads these two: every search of rm_inventory names its
      // dealerships (the radius is worked out on the dealerships read model) and the planner takes
      // rm_inventory_market for them (pg_stat_user_indexes after the search bench: 0 scans of
      // either). Each listing, update and replayed vehicle still paid for both: upserting 55,427
      // replayed vehicles in batches of 2,750 took 2.10-2.26 s with them and 1.87-1.92 s without.
      id: '004-drop-unread-indexes',
      sql: `
DROP INDEX IF EXISTS rm_inventory_search;
DROP INDEX IF EXISTS rm_inventory_location;
`,
    },
    {
      // Buy Now (BuyNowPriceSet): the price a buyer may buy at in one call (null: none) and its
      // version, the stream revision of the vehicle's last BuyNowPriceSet (0: never set), which a
      // buyer sends back as If-Match. The marketplace's "Buy Now only" filter lists few vehicles:
      // a partial index by dealership (as the search names its dealerships) finds them without
      // reading the others.
      id: '005-buy-now',
      sql: `
ALTER TABLE rm_inventory ADD COLUMN IF NOT EXISTS buy_now_price numeric(12,2);
ALTER TABLE rm_inventory ADD COLUMN IF NOT EXISTS buy_now_version integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS rm_inventory_buy_now ON rm_inventory (dealership_id) WHERE buy_now_price IS NOT NULL AND NOT trade_in;
`,
    },
    {
      // Market figures (../market): the vehicle's mileage as a number (the Odometer text parsed
      // when it projects; null when the feed gave none), so values are adjusted and sorted in SQL.
      id: '006-mileage',
      sql: `
ALTER TABLE rm_inventory ADD COLUMN IF NOT EXISTS mileage integer;
UPDATE rm_inventory SET mileage = nullif(regexp_replace(data->>'Odometer', '[^0-9]', '', 'g'), '')::bigint::integer
 WHERE mileage IS NULL AND data->>'Odometer' ~ '[0-9]' AND length(regexp_replace(data->>'Odometer', '[^0-9]', '', 'g')) < 10;
`,
    },
    {
      // Cohort keys as columns (generated, so no writer names them) and the marketplace index
      // keyed by them (and the year) instead of lower(make), lower(model): PostgreSQL scans an
      // index on an expression index-only only when the query names no column the expression
      // reads, so every search by make and model and every count of a cohort's listings (days'
      // supply, once per card of a page) read the rows. At 1,000,000 vehicles a cohort's
      // listings at 25 dealerships were counted in 0.83 ms with the old index and 0.26 ms with
      // this one, index-only. Price and mileage are included for the price-to-market sort: its
      // p95 went from 91 to 50 ms (the market bench's reads: bench/results/latest.md).
      id: '007-cohort-keys',
      sql: `
ALTER TABLE rm_inventory ADD COLUMN IF NOT EXISTS make_key text GENERATED ALWAYS AS (lower(make)) STORED;
ALTER TABLE rm_inventory ADD COLUMN IF NOT EXISTS model_key text GENERATED ALWAYS AS (lower(model)) STORED;
DROP INDEX IF EXISTS rm_inventory_market;
CREATE INDEX IF NOT EXISTS rm_inventory_cohorts ON rm_inventory (dealership_id, make_key, model_key, year)
  INCLUDE (listing_type, sold, spotlight, inventory_date, id, list_price, mileage) WHERE NOT trade_in;
`,
    },
    {
      // Days' supply's listings (../market): the unsold vehicles (trade-ins aside) of each
      // dealership by cohort, kept from rm_inventory's own writes by statement-level triggers on
      // their transition tables (as the bell badge's counts are), whatever writes them: the live
      // projector, its batches, a replay, a bulk fill. A read counts a cohort within a radius as
      // one row per dealership instead of that dealership's vehicles of the cohort.
      id: '008-supply',
      sql: `
CREATE TABLE IF NOT EXISTS rm_inventory_supply (
  dealership_id uuid NOT NULL,
  make_key text NOT NULL,
  model_key text NOT NULL,
  year integer NOT NULL,
  listed integer NOT NULL,
  PRIMARY KEY (dealership_id, make_key, model_key, year)
);
CREATE OR REPLACE FUNCTION rm_inventory_count_supply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM rm_inventory_supply;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO rm_inventory_supply AS s (dealership_id, make_key, model_key, year, listed)
    SELECT dealership_id, make_key, model_key, year, count(*) FROM new_rows WHERE NOT trade_in AND NOT sold
     GROUP BY dealership_id, make_key, model_key, year
    ON CONFLICT (dealership_id, make_key, model_key, year) DO UPDATE SET listed = s.listed + excluded.listed;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Minus the rows that counted, plus those that count now: most updates (a spotlight, a
    -- price) change nothing here.
    INSERT INTO rm_inventory_supply AS s (dealership_id, make_key, model_key, year, listed)
    SELECT dealership_id, make_key, model_key, year, sum(d) FROM (
      SELECT dealership_id, make_key, model_key, year, -1 AS d FROM old_rows WHERE NOT trade_in AND NOT sold
      UNION ALL
      SELECT dealership_id, make_key, model_key, year, 1 AS d FROM new_rows WHERE NOT trade_in AND NOT sold) AS changes
     GROUP BY dealership_id, make_key, model_key, year
    HAVING sum(d) <> 0
    ON CONFLICT (dealership_id, make_key, model_key, year) DO UPDATE SET listed = s.listed + excluded.listed;
  ELSE
    UPDATE rm_inventory_supply AS s SET listed = s.listed - gone.n
      FROM (SELECT dealership_id, make_key, model_key, year, count(*) AS n FROM old_rows WHERE NOT trade_in AND NOT sold
             GROUP BY dealership_id, make_key, model_key, year) AS gone
     WHERE s.dealership_id = gone.dealership_id AND s.make_key = gone.make_key AND s.model_key = gone.model_key
       AND s.year = gone.year;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- A count that reached 0 goes, so the rows are the same however the writes were batched.
    DELETE FROM rm_inventory_supply AS s USING old_rows o
     WHERE s.listed = 0 AND s.dealership_id = o.dealership_id AND s.make_key = o.make_key AND s.model_key = o.model_key
       AND s.year = o.year;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER rm_inventory_supply_insert AFTER INSERT ON rm_inventory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_inventory_count_supply();
CREATE OR REPLACE TRIGGER rm_inventory_supply_update AFTER UPDATE ON rm_inventory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_inventory_count_supply();
CREATE OR REPLACE TRIGGER rm_inventory_supply_delete AFTER DELETE ON rm_inventory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_inventory_count_supply();
CREATE OR REPLACE TRIGGER rm_inventory_supply_truncate AFTER TRUNCATE ON rm_inventory
  FOR EACH STATEMENT EXECUTE FUNCTION rm_inventory_count_supply();
INSERT INTO rm_inventory_supply (dealership_id, make_key, model_key, year, listed)
SELECT dealership_id, make_key, model_key, year, count(*) FROM rm_inventory WHERE NOT trade_in AND NOT sold
 GROUP BY dealership_id, make_key, model_key, year
ON CONFLICT (dealership_id, make_key, model_key, year) DO NOTHING
`,
    },
  ],
);
