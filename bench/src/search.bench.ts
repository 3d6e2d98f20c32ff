import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defaultMarketplaceFilters } from '@dtn/contracts';
import type { Database } from '@dtn/platform/db/database';
import { migrateReadModels } from '@dtn/projections';
import { buildQueryService } from '@dtn/query-service/app';
import { searchMarketplace } from '@dtn/query-service/marketplace/queries';
import { openBenchDatabase } from './bench-database';
import { MAKE_NAMES, modelsOf, prng, samplePostalCodes } from './synthetic-events';
import { percentile, round } from './stats';

/** Marketplace search at scale: VEHICLES vehicles over DEALERSHIPS dealerships at real US postal
 * codes, searched from the location of a random dealership's user, radius 100 miles; measured
 * once at the query (SQL) level and once through real HTTP (auth, validation, serialization). */
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200_000);
const DEALERSHIPS = 2_000;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);

async function fill(db: Database) {
  await migrateReadModels(db);
  const random = prng(11);
  const places = samplePostalCodes(DEALERSHIPS, random);
  const groups = Array.from({ length: 50 }, () => randomUUID());
  const ids = places.map(() => randomUUID());
  await db.query(
    `INSERT INTO rm_dealerships (id, dealer_group_id, name, dealer_vault_id, address1, city, state, postal_code, latitude, longitude)
     SELECT id, g, 'Dealer ' || p, 'DV', '1 Main St', c, s, p, la, lo
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[]) AS t(id, g, c, s, p, la, lo)`,
    [ids, ids.map((_, i) => groups[i % groups.length]!), places.map((p) => p.city), places.map((p) => p.state), places.map((p) => p.zip), places.map((p) => p.latitude), places.map((p) => p.longitude)],
  );
  const makes = MAKE_NAMES;
  const models = makes.map((m) => modelsOf(m));
  await db.query(
    `INSERT INTO rm_inventory (id, vin, stock_number, year, make, model, trim, listing_type, images, spotlight, sold, trade_in,
       dealership_id, dealer_group_id, dealership_name, dealership_city, dealership_state, latitude, longitude, inventory_date, list_price, data)
     SELECT gen_random_uuid(), lpad(g::text, 17, 'X'), 'S' || g, 2012 + (g % 14),
            ($1::text[])[1 + (g % $2)], (($3::text[])[1 + (g % $2)]::text[])[1 + ((g / 7) % 3)], 'Base',
            CASE WHEN g % 3 = 0 THEN 'NEW' ELSE 'USED' END, '["/media/placeholder/car.svg"]'::jsonb,
            g % 20 = 0, g % 25 = 0, g % 19 = 0, d.id, d.dealer_group_id, d.name, d.city, d.state, d.latitude, d.longitude,
            now() - ((g % 200) || ' days')::interval, 15000 + (g % 30000), jsonb_build_object('Odometer', (g % 90000)::text, 'List Price', (15000 + g % 30000)::text)
     FROM generate_series(1, $4::int) g
     JOIN (SELECT row_number() OVER (ORDER BY id) AS rn, * FROM rm_dealerships) d ON d.rn = 1 + (g % $5)`,
    [makes, makes.length, models.map((m) => `{${m.slice(0, 3).map((x) => `"${x}"`).join(',')}}`), VEHICLES, DEALERSHIPS],
  );
  await db.query('ANALYZE');
  return { places, groups, dealershipIds: ids };
}

export async function searchBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(10);
  try {
    const world = await fill(db);
    const random = prng(5);
    const searcherAt = () => {
      const i = Math.floor(random() * world.places.length);
      const p = world.places[i]!;
      return { latitude: p.latitude, longitude: p.longitude, dealerGroupId: world.groups[i % world.groups.length]!, zip: p.zip, dealershipId: world.dealershipIds[i]! };
    };
    const cases = {
      'radius 100 mi, no filters': {},
      'radius 100 mi, make + model (Toyota Camry)': { make: 'Toyota', model: 'Camry' },
    } as const;
    const results: Record<string, unknown> = {};
    for (const [name, extra] of Object.entries(cases)) {
      const samples: number[] = [];
      let matches = 0;
      for (let i = 0; i < SEARCHES; i++) {
        const s = searcherAt();
        const t0 = performance.now();
        const page = await searchMarketplace(db, s, { ...defaultMarketplaceFilters, searchRadius: 100, ...extra }, { page: 1, pageSize: 15 });
        samples.push(performance.now() - t0);
        matches += page.totalCount;
      }
      samples.sort((a, b) => a - b);
      results[`query: ${name}`] = { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), averageMatches: Math.round(matches / SEARCHES) };
    }
    results['http'] = await overHttp(db, searcherAt, cases);
    return { label, vehicles: VEHICLES, dealerships: DEALERSHIPS, searches: SEARCHES, results };
  } finally {
    await dispose();
  }
}

/** The same searches through the real query service on loopback, signed in as users placed at
 * the searchers' locations (dev identity provider tokens). */
async function overHttp(db: Database, searcherAt: () => { latitude: number; longitude: number; dealerGroupId: string; zip: string; dealershipId: string }, cases: Record<string, object>) {
  const app = await buildQueryService({ db, auth: { mode: 'dev', db }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens: string[] = [];
    for (let u = 0; u < 20; u++) {
      const s = searcherAt();
      const email = `buyer${u}@bench.example`;
      await db.query(
        `INSERT INTO rm_users (id, user_id, email, first_name, last_name, role, buy_authority, sell_authority, dealer_group_id, dealership_ids, postal_code, latitude, longitude)
         VALUES ($1, $2, $3, 'Bench', 'Buyer', 'DealerPrincipal', true, true, $4, ARRAY[$5::uuid], $6, $7, $8)`,
        [randomUUID(), `bench|${email}`, email, s.dealerGroupId, s.dealershipId, s.zip, s.latitude, s.longitude],
      );
      const res = await fetch(`${base}/auth/dev/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    const out: Record<string, unknown> = {};
    for (const [name, extra] of Object.entries(cases)) {
      const samples: number[] = [];
      for (let i = 0; i < SEARCHES; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/marketplace/search?page=1&pageSize=15`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
          body: JSON.stringify({ searchRadius: 100, ...extra }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`search answered ${res.status}`);
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      out[name] = { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
    }
    return out;
  } finally {
    await app.close();
  }
}
