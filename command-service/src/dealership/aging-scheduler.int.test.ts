import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds, type AgingDigestVehicle } from '@dtn/contracts';
import { recordSales } from '@dtn/projections/read-models/market/testing';
import { notificationsPage } from '@dtn/projections/read-models/notifications/queries';
import { inventoryIdFor } from '../inventory/import-inventory';
import { createWorld, type World } from '../testing/test-world';
import { createAgingDigestHandler } from './aging-digest-handler';
import { startAgingScheduler, type AgingScheduler } from './aging-scheduler';

const system = { actor: null };
const day = 86_400_000;
const hour = 3_600_000;
/** Where the clock starts: 06:00 UTC on 10 March 2026. */
const start = Date.parse('2026-03-10T06:00:00.000Z');
const midnight = Date.parse('2026-03-10T00:00:00.000Z');

/**
 * The daily aging digest over real PostgreSQL, the real projections and a clock the test moves:
 * a vehicle crossing 30 days gets one digest; a second pass the same day, a restarted scheduler
 * and two schedulers at once add none; its next threshold, later, another.
 */
describe('aging scheduler', () => {
  let w: World;
  let now = start;
  const running: AgingScheduler[] = [];
  const scheduler = () => {
    const started = startAgingScheduler({
      db: w.db,
      digests: createAgingDigestHandler(w.store, w.db),
      clock: () => new Date(now),
      intervalMs: day,
    });
    running.push(started);
    return started;
  };
  const digests = async () =>
    (await w.store.readStream(streamIds.dealership(w.sellerDealershipId))).events.filter((e) => e.type === 'AgingDigestIssued');
  const vehicleRow = (vin: string, listedAt: number, price: string) => ({
    vin,
    stockNumber: vin.slice(-6),
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    listingType: 'USED',
    inventoryDate: new Date(listedAt).toISOString(),
    images: [`https://img.example/${vin}.jpg`],
    data: { 'List Price': price },
  });
  // Reached 30 days at 19:00 on 9 March; 20 days; reached 30 days but sold.
  const aging = '2T1BURHE0JC000030';
  const young = '2T1BURHE0JC000020';
  const gone = '2T1BURHE0JC000031';

  beforeAll(async () => {
    w = await createWorld();
    await w.commands.importInventory(
      {
        dealershipId: w.sellerDealershipId,
        vehicles: [
          vehicleRow(aging, midnight - 30 * day - 5 * hour, '24500'),
          vehicleRow(young, midnight - 20 * day, '18000'),
          vehicleRow(gone, midnight - 30 * day - 2 * hour, '21000'),
        ],
      },
      system,
    );
    await w.commands.markVehicleSold({ inventoryId: inventoryIdFor(w.sellerDealershipId, gone) }, system);
    await w.commands.repriceVehicle({ inventoryId: inventoryIdFor(w.sellerDealershipId, aging), listPrice: 23_900 }, system);
    // The cohort's network value: seven 2021 Camrys sold at $24,000 in February.
    const sold = Array.from({ length: 7 }, (_, n) => `2T1BURHE0JC00010${n}`);
    await w.commands.importInventory(
      { dealershipId: w.sellerDealershipId, vehicles: sold.map((vin) => vehicleRow(vin, Date.parse('2026-01-05T00:00:00Z'), '25000')) },
      system,
    );
    for (const vin of sold) await w.commands.markVehicleSold({ inventoryId: inventoryIdFor(w.sellerDealershipId, vin) }, system);
    await w.caughtUp();
    await recordSales(
      w.db,
      sold.map((vin, n) => ({
        inventoryId: inventoryIdFor(w.sellerDealershipId, vin),
        amount: 24_000,
        soldAt: new Date(Date.parse('2026-02-01T12:00:00Z') + n * day),
      })),
    );
  }, 60_000);
  afterAll(async () => {
    for (const s of running) await s.stop();
    await w?.dispose();
  });

  it('issues one digest on its first pass: the vehicle that crossed 30 days, at its price against the network value, with its cost of aging', async () => {
    const first = scheduler();
    await first.ready;
    const issued = await digests();
    expect(issued).toHaveLength(1);
    const vehicles = (issued[0]!.data as { vehicles: AgingDigestVehicle[] }).vehicles;
    expect(vehicles).toEqual([
      {
        inventoryId: inventoryIdFor(w.sellerDealershipId, aging),
        vin: aging,
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        threshold: 30,
        daysInInventory: 30,
        listPrice: 23_900,
        // 23,900 / 24,000 (no mileage to adjust for)
        priceToMarket: 99.6,
        agingCost: 1050,
      },
    ]);
    expect(issued[0]!.data).toMatchObject({ date: '2026-03-10', since: '2026-03-09T00:00:00.000Z', asOf: '2026-03-10T00:00:00.000Z' });

    // The seller hears of it in the drawer, with the vehicles to act on.
    await w.caughtUp();
    const drawer = await notificationsPage(w.db, w.seller.id, {
      page: 1,
      pageSize: 10,
      includeRead: false,
      notificationType: 'AgingDigest',
    });
    expect(drawer.results).toEqual([expect.objectContaining({ notificationType: 'AgingDigest', agingVehicles: vehicles })]);
  });

  it('adds none on a second pass the same day, after a restart, or from two schedulers at once', async () => {
    now = start + 15 * hour;
    expect(await running[0]!.tick()).toEqual({ digests: 0 });
    await running[0]!.stop();
    const restarted = scheduler();
    await restarted.ready;
    expect(await restarted.tick()).toEqual({ digests: 0 });
    expect(await digests()).toHaveLength(1);

    // The next day nothing crossed (the young vehicle reaches 30 on 20 March): still one.
    now = start + day;
    const [a, b] = await Promise.all([restarted.tick(), scheduler().tick()]);
    expect(a.digests + b.digests).toBe(0);
    expect(await digests()).toHaveLength(1);
  });

  it('issues the next when the vehicles reach their next thresholds: one digest a day whoever asks', async () => {
    // 25 March: the young vehicle crossed 30 on 19 March, the aging one 45 on 24 March.
    now = Date.parse('2026-03-25T00:01:00.000Z');
    const [a, b] = await Promise.all([running.at(-1)!.tick(), running.at(-2)!.tick()]);
    expect(a.digests + b.digests).toBe(1);
    const issued = await digests();
    expect(issued).toHaveLength(2);
    expect(issued[1]!.data).toMatchObject({
      date: '2026-03-25',
      since: '2026-03-10T00:00:00.000Z',
      asOf: '2026-03-25T00:00:00.000Z',
      vehicles: [
        expect.objectContaining({ vin: aging, threshold: 45, daysInInventory: 45, agingCost: 1575 }),
        expect.objectContaining({ vin: young, threshold: 30, daysInInventory: 35, listPrice: 18_000, agingCost: 1225 }),
      ],
    });
  });
});
