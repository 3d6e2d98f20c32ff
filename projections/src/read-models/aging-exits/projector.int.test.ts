import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, vehicleData, vehicleListed } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { agingExitsProjector } from './projector';
import { exitsByMonth } from './queries';

describe('aging exits projector and the exit report', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  const day = 86_400_000;
  const rows = async () => (await h.db.query('SELECT * FROM rm_aging_exits ORDER BY inventory_id')).rows;
  /** A vehicle of `dealership` listed at `listedAt`. */
  const listing = (dealership: { id: string; dealerGroupId: string }, n: number, listedAt: string) => {
    const listed = vehicleListed(dealership, n);
    return { ...listed, data: { ...listed.data, inventoryDate: listedAt } };
  };
  const sold = (id: string, soldAt: string, offerId: string | null = null) => ({
    type: 'VehicleSold' as const,
    data: { id, soldAt, offerId },
  });
  const plus = (iso: string, days: number) => new Date(Date.parse(iso) + days * day).toISOString();

  it('keeps each vehicle’s listing and exit time; a relist puts it back on sale; the same when the events come again', async () => {
    const austin = dealershipData(randomUUID(), 0);
    const a = listing(austin, 1, '2026-01-05T10:00:00.000Z');
    const b = listing(austin, 2, '2026-01-20T10:00:00.000Z');
    const moved = '2026-01-07T10:00:00.000Z';
    await append(
      h.store,
      { type: 'DealershipCreated', data: austin },
      a,
      b,
      { type: 'VehicleUpdated', data: { ...vehicleData(1), inventoryDate: moved, id: a.data.id } },
      sold(a.data.id, '2026-02-01T00:00:00.000Z', randomUUID()),
      sold(b.data.id, '2026-02-02T00:00:00.000Z'),
      { type: 'VehicleRelisted', data: { id: b.data.id } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const mine = async () => (await rows()).filter((r) => r.dealership_id === austin.id);
    const first = await mine();
    expect(first).toEqual(
      expect.arrayContaining([
        { inventory_id: a.data.id, dealership_id: austin.id, listed_at: new Date(moved), exited_at: new Date('2026-02-01T00:00:00.000Z') },
        { inventory_id: b.data.id, dealership_id: austin.id, listed_at: new Date(b.data.inventoryDate), exited_at: null },
      ]),
    );
    await h.db.query('DELETE FROM rm_aging_exits');
    await reapplyAll(h, [agingExitsProjector]);
    expect(await mine()).toEqual(first);
    await reapplyAll(h, [agingExitsProjector]);
    expect(await mine()).toEqual(first);
  });

  it('reports by month of listing: the share out by day 45 of those whose day 45 has come, and the average days to sale', async () => {
    const dallas = dealershipData(randomUUID(), 1);
    const other = dealershipData(dallas.dealerGroupId, 2);
    const now = new Date('2026-04-10T12:00:00.000Z');
    // January: four listed; sold on days 10 and 44 (by day 45), 60 (after), one still on sale.
    const jan = '2026-01-10T00:00:00.000Z';
    const j = [0, 1, 2, 3].map((n) => listing(dallas, 10 + n, jan));
    // March: two listed on 20 March (day 21 on 10 April: not decided yet), one sold on day 5.
    const mar = '2026-03-20T00:00:00.000Z';
    const m = [0, 1].map((n) => listing(dallas, 20 + n, mar));
    await append(
      h.store,
      { type: 'DealershipCreated', data: dallas },
      { type: 'DealershipCreated', data: other },
      ...j,
      ...m,
      listing(other, 30, jan),
      sold(j[0]!.data.id, plus(jan, 10)),
      sold(j[1]!.data.id, plus(jan, 44)),
      sold(j[2]!.data.id, plus(jan, 60)),
      sold(m[0]!.data.id, plus(mar, 5)),
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const months = await exitsByMonth(h.db, dallas.id, { months: 6, now });
    expect(months.map((x) => x.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04']);
    const empty = { listed: 0, decided: 0, exitedByDay45: 0, exitShare: null, averageDaysToSale: null, sold: 0 };
    expect(months[0]).toEqual({ month: '2025-11', ...empty });
    expect(months[2]).toEqual({ month: '2026-01', listed: 4, decided: 4, exitedByDay45: 2, exitShare: 50, averageDaysToSale: 38, sold: 3 });
    // (10 + 44 + 60) / 3 = 38; in March one of two left on day 5 and the other's day 45 has not come.
    expect(months[4]).toEqual({ month: '2026-03', listed: 2, decided: 1, exitedByDay45: 1, exitShare: 100, averageDaysToSale: 5, sold: 1 });
    expect(months[5]).toEqual({ month: '2026-04', ...empty });
  });
});
