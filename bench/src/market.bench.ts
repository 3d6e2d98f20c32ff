import { randomUUID } from 'node:crypto';
import { defaultMarketplaceFilters } from '@dtn/contracts';
import { defaultMarketplaceRadius } from '@dtn/contracts/constants';
import type { Database } from '@dtn/platform/db/database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore, StreamAppend } from '@dtn/platform/event-store/port';
import { allProjectors, replayReadModels } from '@dtn/projections';
import { nearbyDealershipIdsSql } from '@dtn/projections/read-models/dealerships/queries';
import { marketplacePage } from '@dtn/projections/read-models/inventory/marketplace';
import { inventoryById } from '@dtn/projections/read-models/inventory/queries';
import { unsoldVehicleIds } from '@dtn/projections/read-models/inventory/testing';
import { recordSales } from '@dtn/projections/read-models/market/testing';
import { cohortSales, marketViewOf, supplyWithin, withMarket } from '@dtn/query-service/market/figures';
import { searchMarketplace } from '@dtn/query-service/marketplace/queries';
import { openBenchDatabase } from './bench-database';
import { fillSearchWorld, searcherOf, type Searcher, type SearchWorld } from './search-world';
import { prng } from './synthetic-events';
import { percentile, round } from './stats';
import { timedDatabase, type StatementTimes } from './timed-database';

/**
 * The market figures at scale (issue 34): the search bench's VEHICLES vehicles at DEALERSHIPS
 * dealerships, and SALES won offers (OfferAccepted, one offer stream each, over the 180 days
 * before now) appended to the event store. Measured:
 *
 *   rebuild    the market read model rebuilt from those events (replay of its projector alone),
 *              events per second, with where its time goes (each statement kind, the rest Node)
 *   current    one more sale projected (its cohort's figures recomputed), ms per sale
 *   detail     what GET /api/inventory/id/:id runs (the vehicle with its market figures, one
 *              statement), what lists of vehicles run (the vehicles, then their figures), and the
 *              detail's chart (its cohort's sales), beside the vehicle read alone as before
 *   search     the marketplace search with its figures (default sort, and by price-to-market),
 *              beside the same page statement without them (as before)
 *
 * each in the same run on the same data, SAMPLES times, the cases interleaved so that a moment's
 * load falls on all of them alike. The sales name the fill's unsold vehicles (the market reads a
 * sale's cohort and mileage from the inventory read model), so the inventory stays the size of
 * the search bench's: 1,000,000 vehicles at 1,000,000 sales.
 */
const VEHICLES = Number(process.env.BENCH_MARKET_VEHICLES ?? 1_000_000);
const SALES = Number(process.env.BENCH_MARKET_SALES ?? 1_000_000);
const DEALERSHIPS = 2_000;
const SAMPLES = Number(process.env.BENCH_MARKET_SAMPLES ?? 300);
const CURRENT_SALES = 200;
const dayMs = 86_400_000;
const marketProjector = allProjectors.find((p) => p.name === 'market')!;

export async function marketBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(10);
  try {
    const world = await fillSearchWorld(db, VEHICLES, DEALERSHIPS);
    const vehicles = await unsoldVehicleIds(db, { notOf: randomUUID() });
    const store = await createPostgresEventStore(db);
    const now = new Date();
    const loadStarted = performance.now();
    await appendSales(store, vehicles, now);
    const loadMs = Math.round(performance.now() - loadStarted);
    const rebuild = await rebuildMarket(db, store);
    await db.query('ANALYZE');
    const random = prng(17);
    const current = await keptCurrent(db, vehicles, random);
    const reads = await readCases(db, world, vehicles, random, new Date());
    await store.close();
    return { label, vehicles: VEHICLES, unsoldVehicles: vehicles.length, sales: SALES, samples: SAMPLES, loadMs, rebuild, current, reads };
  } finally {
    await dispose();
  }
}

/** SALES OfferAccepted events, oldest first, 1,000 offer streams per atomic append, 4 at once. */
async function appendSales(store: EventStore, vehicles: readonly string[], now: Date): Promise<void> {
  const random = prng(13);
  const chunk = 1_000;
  let next = 0;
  const worker = async () => {
    while (next < SALES) {
      const from = next;
      next = Math.min(SALES, next + chunk);
      const appends: StreamAppend[] = [];
      for (let i = from; i < next; i++) {
        const offerId = randomUUID();
        const soldAt = new Date(now.getTime() - 180 * dayMs * (1 - i / SALES));
        const amount = Math.round((12_000 + random() * 30_000) / 50) * 50;
        appends.push({
          streamId: `offer-${offerId}`,
          expectedRevision: 'no_stream',
          events: [
            {
              id: randomUUID(),
              type: 'OfferAccepted',
              data: {
                offerId,
                inventoryId: vehicles[i % vehicles.length]!,
                byUserId: randomUUID(),
                offerAmount: amount,
                total: amount,
                side: 'seller',
              },
              metadata: { userId: null, correlationId: randomUUID(), occurredAt: soldAt.toISOString() },
            },
          ],
        });
      }
      await store.appendToStreams(appends);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** The market projector alone replayed from the first event, its statements timed by kind. */
async function rebuildMarket(db: Database, store: EventStore) {
  const times: StatementTimes = new Map();
  const { events, ms } = await replayReadModels({ db: timedDatabase(db, times), store, projectors: [marketProjector], workers: 1 });
  const sqlMs = [...times.values()].reduce((sum, t) => sum + t.ms, 0);
  return {
    events,
    ms: Math.round(ms),
    eventsPerSecond: Math.round((events / ms) * 1000),
    statements: [...times.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([statement, t]) => ({ statement, count: t.count, ms: Math.round(t.ms) })),
    outsideSqlMs: Math.round(ms - sqlMs),
  };
}

/** One sale at a time through the market projector, each in a transaction of its own, as the
 * runner projects a sale that comes alone: its cohort's figures recomputed at this scale. */
async function keptCurrent(db: Database, vehicles: readonly string[], random: () => number) {
  const samples: number[] = [];
  for (let i = 0; i < CURRENT_SALES; i++) {
    const sale = { inventoryId: vehicles[Math.floor(random() * vehicles.length)]!, amount: 25_000, soldAt: new Date() };
    const t0 = performance.now();
    await recordSales(db, [sale]);
    samples.push(performance.now() - t0);
  }
  return summary(samples);
}

type Case = () => Promise<unknown>;

/** The read cases, interleaved: one sample of each in turn, SAMPLES rounds. */
async function readCases(db: Database, world: SearchWorld, vehicles: readonly string[], random: () => number, now: Date) {
  const filters = { ...defaultMarketplaceFilters, searchRadius: 100 as const };
  const paging = { page: 1, pageSize: 15 };
  const cases: Record<string, (s: Searcher, vehicleId: string) => Case> = {
    'detail: the vehicle alone (as before)': (_s, id) => () => inventoryById(db, id, now),
    'detail: the vehicle with its market figures, one statement (GET /api/inventory/id/:id)': (s, id) => () =>
      inventoryById(db, id, now, supplyWithin(s, defaultMarketplaceRadius)),
    'detail: the vehicle, then its figures (a list of vehicles: offers, dealer inventory)': (s, id) => async () =>
      withMarket(db, [(await inventoryById(db, id, now))!], marketViewOf(s, now)),
    "detail: its cohort's sales (the chart, GET .../market/sales)": (_s, id) => async () =>
      cohortSales(db, (await inventoryById(db, id, now))!, now),
    'search, radius 100 mi: the page alone (no market figures, as before)': (s) => () =>
      marketplacePage(db, (where) => nearbyDealershipIdsSql(where, s, 100, s.dealerGroupId), filters, paging, now, null),
    'search, radius 100 mi: with market figures': (s) => () => searchMarketplace(db, s, filters, paging, now),
    'search, radius 100 mi: by price-to-market': (s) => () => searchMarketplace(db, s, { ...filters, sort: 'priceToMarket' }, paging, now),
  };
  const samples = new Map(Object.keys(cases).map((name) => [name, [] as number[]]));
  for (let i = 0; i < SAMPLES; i++) {
    const searcher = searcherOf(world, random);
    const vehicleId = vehicles[Math.floor(random() * vehicles.length)]!;
    for (const [name, make] of Object.entries(cases)) {
      const run = make(searcher, vehicleId);
      const t0 = performance.now();
      await run();
      samples.get(name)!.push(performance.now() - t0);
    }
  }
  return Object.fromEntries([...samples].map(([name, ms]) => [name, summary(ms)]));
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}
