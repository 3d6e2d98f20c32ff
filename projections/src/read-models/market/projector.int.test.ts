import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, vehicleListed, withMeta, type TestEvent } from '../../testing/events';
import { offerParties, offerSubmitted } from '../../testing/offer-events';
import { openHarness, readEverything, reapplyAll, type Harness } from '../../testing/harness';
import { parseDomainEvent } from '../../projector';
import { cohortKeyOf } from '../inventory/cohort';
import { marketProjector } from './projector';
import { cohortValues } from './queries';
import { emptyMarket, marketRows } from './testing';

const day = 86_400_000;
const t0 = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(t0 + days * day).toISOString();

describe('market projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  const dealership = dealershipData(randomUUID(), 0);
  const buyer = { id: randomUUID(), dealerGroupId: randomUUID() };
  /** A 2022 Subaru Outback with no odometer (no mileage adjustment), listed. */
  const outback = (n: number) => {
    const listed = vehicleListed(dealership, 300 + n);
    listed.data = { ...listed.data, year: 2022, make: 'Subaru', model: 'Outback', data: { 'List Price': '30000' } };
    return listed;
  };
  /** The vehicle listed, bid on and accepted at `amount` on day `days`. */
  const sale = (n: number, amount: number, days: number): { vehicle: ReturnType<typeof outback>; events: TestEvent[] } => {
    const vehicle = outback(n);
    const parties = offerParties(buyer, vehicle);
    const accepted: DomainEvent = {
      type: 'OfferAccepted',
      data: { offerId: parties.offerId, inventoryId: vehicle.data.id, byUserId: randomUUID(), offerAmount: amount, side: 'seller' },
    };
    return {
      vehicle,
      events: [
        vehicle,
        withMeta(offerSubmitted(parties, amount), { occurredAt: at(days) }),
        withMeta(accepted, { occurredAt: at(days) }),
        withMeta(
          { type: 'VehicleSold', data: { id: vehicle.data.id, soldAt: at(days), offerId: parties.offerId } },
          { occurredAt: at(days) },
        ),
      ],
    };
  };
  const cohort = () => cohortValues(h.db, [cohortKeyOf({ year: 2022, make: 'subaru', model: 'OUTBACK' })]);
  const figures = async () => [...(await cohort()).values()][0];

  it('values a cohort from its won offers as each sale projects, and drops an unwound one', async () => {
    const sales = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000].map((amount, i) => sale(i, amount, i));
    // A vehicle the feed reported sold (no offer) is no network sale.
    const feedSold = outback(50);
    await append(h.store, { type: 'DealershipCreated', data: dealership }, ...sales.flatMap((s) => s.events), feedSold, {
      type: 'VehicleSold',
      data: { id: feedSold.data.id, soldAt: at(5), offerId: null },
    });
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    expect(await figures()).toMatchObject({ sampleSize: 6, value: null, dailySales: 6 / 45, asOf: new Date(at(5)) });

    // The seventh sale, on day 6: 7 sales of weight 0.5^((6 - d) / 30); hand-computed mean 13,066.
    const seventh = sale(6, 16_000, 6);
    await append(h.store, ...seventh.events);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const weights = [0, 1, 2, 3, 4, 5, 6].map((d) => 0.5 ** ((6 - d) / 30));
    const mean = weights.reduce((sum, w, i) => sum + w * (10_000 + 1_000 * i), 0) / weights.reduce((a, b) => a + b, 0);
    expect(await figures()).toMatchObject({ sampleSize: 7, value: Math.round(mean), low: 11_000, high: 15_000, asOf: new Date(at(6)) });

    // The demo reset puts the newest sale's vehicle back on sale and cancels its won offer: back below the floor.
    const parties = offerParties(buyer, seventh.vehicle);
    await append(
      h.store,
      { type: 'VehicleRelisted', data: { id: seventh.vehicle.data.id } },
      { type: 'OfferCancelled', data: { offerId: parties.offerId, reason: 'demo-reset' } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    expect(await figures()).toMatchObject({ sampleSize: 6, value: null, asOf: new Date(at(5)) });
  });

  it('writes the same rows event by event, on redelivery and in a replay from empty tables', async () => {
    const batched = await marketRows(h.db);
    expect(batched.sales).toHaveLength(6);
    await emptyMarket(h.db);
    await reapplyAll(h, [marketProjector]);
    expect(await marketRows(h.db)).toEqual(batched);
    await reapplyAll(h, [marketProjector]);
    expect(await marketRows(h.db)).toEqual(batched);
  });

  it("leaves a stopped replay's cohorts to the next live batch", async () => {
    const batched = await marketRows(h.db);
    await emptyMarket(h.db);
    const events = (await readEverything(h.store)).filter((e) => marketProjector.handles.some((t) => t === e.type)).map(parseDomainEvent);
    // The replay's batches ran, its finish did not: sales recorded, no figures yet.
    await h.db.transaction((tx) => marketProjector.replay!.applyBatch(tx, events));
    expect(await figures()).toBeUndefined();
    // Any live batch for the market works the marked cohort out.
    await h.db.transaction((tx) => marketProjector.applyBatch!(tx, [events.at(-1)!]));
    expect(await marketRows(h.db)).toEqual(batched);
  });
});
