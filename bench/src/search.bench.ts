import type { AddressInfo } from 'node:net';
import { defaultMarketplaceFilters } from '@dtn/contracts';
import type { Database } from '@dtn/platform/db/database';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { buildQueryService } from '@dtn/query-service/app';
import { searchMarketplace } from '@dtn/query-service/marketplace/queries';
import { openBenchDatabase } from './bench-database';
import { devToken } from './embedded-app';
import { fillSearchWorld, searcherOf, type Searcher } from './search-world';
import { prng } from './synthetic-events';
import { percentile, round } from './stats';

/** Marketplace search at scale: VEHICLES vehicles over DEALERSHIPS dealerships at real US postal
 * codes, searched from the location of a random dealership's user, radius 100 miles; measured
 * once at the query (SQL) level and once through real HTTP (auth, validation, serialization). */
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200_000);
const DEALERSHIPS = 2_000;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);

export async function searchBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(10);
  try {
    const world = await fillSearchWorld(db, VEHICLES, DEALERSHIPS);
    const random = prng(5);
    const searcherAt = () => searcherOf(world, random);
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
        const page = await searchMarketplace(
          db,
          s,
          { ...defaultMarketplaceFilters, searchRadius: 100, ...extra },
          { page: 1, pageSize: 15 },
          new Date(),
        );
        samples.push(performance.now() - t0);
        matches += page.totalCount;
      }
      samples.sort((a, b) => a - b);
      results[`query: ${name}`] = {
        p50: round(percentile(samples, 50)),
        p95: round(percentile(samples, 95)),
        averageMatches: Math.round(matches / SEARCHES),
      };
    }
    results['http'] = await overHttp(db, searcherAt, cases);
    return { label, vehicles: VEHICLES, dealerships: DEALERSHIPS, searches: SEARCHES, results };
  } finally {
    await dispose();
  }
}

/** The same searches through the real query service on loopback, signed in as users placed at
 * the searchers' locations (dev identity provider tokens). */
async function overHttp(db: Database, searcherAt: () => Searcher, cases: Record<string, object>) {
  const app = await buildQueryService({ db, auth: { mode: 'dev' }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens: string[] = [];
    for (let u = 0; u < 20; u++) {
      const s = searcherAt();
      const email = `buyer${u}@bench.example`;
      await insertUser(db, {
        email,
        firstName: 'Bench',
        role: 'DealerPrincipal',
        buyAuthority: true,
        sellAuthority: true,
        dealerGroupId: s.dealerGroupId,
        dealershipIds: [s.dealershipId],
        postalCode: s.zip,
        latitude: s.latitude,
        longitude: s.longitude,
      });
      tokens.push(await devToken(base, email));
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
