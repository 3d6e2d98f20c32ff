import { randomUUID } from 'node:crypto';
import type { Database } from '@dtn/platform/db/database';
import { migrateReadModels } from '@dtn/projections';
import type { ProjectedEvent } from '@dtn/projections/projector';
import { notificationCountOfType } from '@dtn/projections/read-models/notifications/testing';
import { insertMatchDealershipsInBulk } from '@dtn/projections/read-models/vehicle-matches/bulk-fill';
import { recordBuyListItems, type BuyListItemAddedData } from '@dtn/projections/read-models/vehicle-matches/facts';
import { vehicleMatchesProjector } from '@dtn/projections/read-models/vehicle-matches/projector';
import { openBenchDatabase } from './bench-database';
import { MAKE_NAMES, modelsOf, prng, samplePostalCodes } from './synthetic-events';
import { percentile, round } from './stats';

/**
 * Vehicle matching at scale: ITEMS buy list items (make/model of the synthetic catalogue, so
 * ~4,000 per model, centred on random dealerships, radius mostly the default 50 miles, some up
 * to 500), then LISTINGS vehicles listed through the vehicle-match projector's apply path, one
 * transaction each as the runner does. Reports the time per listing and the matches written.
 */
const ITEMS = Number(process.env.BENCH_BUY_LIST_ITEMS ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 500);
const DEALERSHIPS = 2_000;
const GROUPS = 50;
const RADII = [50, 50, 50, 50, 20, 75, 100, 150, 250, 500];

async function fill(db: Database) {
  await migrateReadModels(db);
  const random = prng(23);
  const places = samplePostalCodes(DEALERSHIPS, random);
  const dealerships = places.map((p, i) => ({
    id: randomUUID(),
    groupId: `00000000-0000-4000-8000-${String(i % GROUPS).padStart(12, '0')}`,
    ...p,
  }));
  await insertMatchDealershipsInBulk(
    db,
    dealerships.map((d) => ({ ...d, name: `Dealer ${d.zip}` })),
  );
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let done = 0; done < ITEMS; done += 5_000) {
    const chunk: BuyListItemAddedData[] = Array.from({ length: Math.min(5_000, ITEMS - done) }, () => {
      const make = pick(MAKE_NAMES);
      const home = pick(dealerships);
      const startYear = 2012 + Math.floor(random() * 10);
      return {
        id: randomUUID(),
        userId: randomUUID(),
        dealerGroupId: home.groupId,
        make,
        model: pick(modelsOf(make)),
        startYear,
        endYear: startYear + Math.floor(random() * 6),
        searchRadius: pick(RADII),
        retailReadyOnly: false,
        tradeIn: false,
        latitude: home.latitude,
        longitude: home.longitude,
      };
    });
    await db.transaction((tx) => recordBuyListItems(tx, chunk).then(() => undefined));
  }
  await db.query('ANALYZE');
  return { dealerships, pick, random };
}

export async function buyListMatchBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(4);
  try {
    const { dealerships, pick, random } = await fill(db);
    const samples: number[] = [];
    const started = performance.now();
    for (let n = 0; n < LISTINGS; n++) {
      const at = pick(dealerships);
      const make = pick(MAKE_NAMES);
      const id = randomUUID();
      const data = {
        id,
        dealershipId: at.id,
        dealerGroupId: at.groupId,
        vin: `BENCH${String(n).padStart(12, '0')}`,
        stockNumber: `S${n}`,
        year: 2012 + Math.floor(random() * 14),
        make,
        model: pick(modelsOf(make)),
        trim: '',
        listingType: 'USED' as const,
        images: ['/media/placeholder/car.svg'],
        tradeIn: false,
        postId: null,
        inventoryDate: '2025-01-01T00:00:00.000Z',
        data: {},
      };
      const event: ProjectedEvent = {
        id: randomUUID(),
        streamId: `inventory-${id}`,
        revision: 0n,
        position: { commit: BigInt(n + 1), prepare: BigInt(n + 1) },
        createdAt: new Date(),
        metadata: { occurredAt: '2025-01-01T00:00:00.000Z' },
        type: 'VehicleListed',
        data,
      };
      const t0 = performance.now();
      await db.transaction((tx) => vehicleMatchesProjector.apply(tx, event));
      samples.push(performance.now() - t0);
    }
    const wallMs = performance.now() - started;
    const matches = await notificationCountOfType(db, 'VehicleMatch');
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      label,
      items: ITEMS,
      listings: LISTINGS,
      matches,
      averageMatches: round(matches / LISTINGS),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      listingsPerSecond: Math.round((LISTINGS / wallMs) * 1000),
      matchesPerSecond: Math.round((matches / wallMs) * 1000),
    };
  } finally {
    await dispose();
  }
}
