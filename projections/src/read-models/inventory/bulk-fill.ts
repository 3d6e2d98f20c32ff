/** Benchmarks' bulk fill (not the product's path): synthetic vehicles generated in one
 * statement, as the inventory projector would leave them. */
import type { SqlClient } from '@dtn/platform/db/database';

/** What each vehicle copies of its dealership. */
export interface BulkFillDealership {
  id: string;
  dealerGroupId: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * `count` vehicles; vehicle g (1..count) sits at dealership number g mod n of `dealerships`
 * taken in id order, has make g mod (number of makes) and one of that make's first three
 * models; year, listing type, spotlight, sold, trade-in, age, price and odometer follow g too.
 * Runs outside a transaction (it ends with VACUUM).
 */
export async function fillSyntheticInventory(
  db: SqlClient,
  options: {
    count: number;
    dealerships: readonly BulkFillDealership[];
    makes: readonly string[];
    modelsOfMake: readonly (readonly string[])[];
  },
): Promise<void> {
  const { dealerships, makes } = options;
  const column = <K extends keyof BulkFillDealership>(key: K) => dealerships.map((d) => d[key]);
  await db.query(
    `INSERT INTO rm_inventory (id, vin, stock_number, year, make, model, trim, listing_type, images, spotlight, sold, trade_in,
       dealership_id, dealer_group_id, dealership_name, dealership_city, dealership_state, latitude, longitude, inventory_date, list_price, data)
     SELECT gen_random_uuid(), lpad(g::text, 17, 'X'), 'S' || g, 2012 + (g % 14),
            ($1::text[])[1 + (g % $2)], (($3::text[])[1 + (g % $2)]::text[])[1 + ((g / 7) % 3)], 'Base',
            CASE WHEN g % 3 = 0 THEN 'NEW' ELSE 'USED' END, '["/media/placeholder/car.svg"]'::jsonb,
            g % 20 = 0, g % 25 = 0, g % 19 = 0, d.id, d.dealer_group_id, d.name, d.city, d.state, d.latitude, d.longitude,
            now() - ((g % 200) || ' days')::interval, 15000 + (g % 30000), jsonb_build_object('Odometer', (g % 90000)::text, 'List Price', (15000 + g % 30000)::text)
     FROM generate_series(1, $4::int) g
     JOIN (SELECT row_number() OVER (ORDER BY id) AS rn, *
             FROM unnest($6::uuid[], $7::uuid[], $8::text[], $9::text[], $10::text[], $11::float8[], $12::float8[])
               AS t(id, dealer_group_id, name, city, state, latitude, longitude)) d ON d.rn = 1 + (g % $5)`,
    [
      makes,
      makes.length,
      options.modelsOfMake.map(
        (m) =>
          `{${m
            .slice(0, 3)
            .map((x) => `"${x}"`)
            .join(',')}}`,
      ),
      options.count,
      dealerships.length,
      column('id'),
      column('dealerGroupId'),
      column('name'),
      column('city'),
      column('state'),
      column('latitude'),
      column('longitude'),
    ],
  );
  // As autovacuum leaves a table after a bulk load (PostgreSQL 13+ vacuums after inserts too):
  // its visibility map set, so the search's index-only scans read no row they do not show.
  await db.query('VACUUM ANALYZE rm_inventory');
}
