import { describe, it, expect, beforeEach, afterEach } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { comparePositions, formatPosition } from '@dtn/platform/event-store/port';
import { allProjectors } from './all-projectors';
import { loadCheckpoints } from './checkpoints';
import { inventoryCount, inventoryRows } from './read-models/inventory/testing';
import { createProjectionRunner } from './runner';
import { append, dealerGroupCreated, dealershipData, vehicleListed } from './testing/events';
import { openHarness, type Harness } from './testing/harness';
import { waitForCatchUp } from './wait-for-catch-up';

describe('projection runner', () => {
  let h: Harness;
  beforeEach(async () => (h = await openHarness()));
  afterEach(() => h.dispose());

  it('catches up, follows new appends, and moves every checkpoint even of projectors with nothing to do', async () => {
    const group = dealerGroupCreated();
    const austin = dealershipData(group.data.id, 0);
    await append(h.store, group, { type: 'DealershipCreated', data: austin });
    const runner = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors, batchSize: 1 });
    await runner.start();
    try {
      const caughtUp = await append(h.store, vehicleListed(austin, 1));
      expect(await waitForCatchUp(h.db, caughtUp.position)).toBe(true);
      expect((await inventoryRows(h.db)).map((row) => row.dealership_name)).toEqual(['Austin Motors']);

      // The last event is a vehicle's: the users projector handles none of it and still advances.
      const names = allProjectors.map((p) => p.name);
      const checkpoints = await loadCheckpoints(h.db, names);
      for (const name of names) expect(formatPosition(checkpoints.get(name)!)).toBe(formatPosition(caughtUp.position));
      expect(comparePositions(runner.position(), caughtUp.position)).toBe(0);

      const later = await append(h.store, vehicleListed(austin, 2), vehicleListed(austin, 3));
      expect(await waitForCatchUp(h.db, later.position)).toBe(true);
      expect(await inventoryCount(h.db)).toBe(3);
    } finally {
      await runner.stop();
    }
    await expect(runner.done).resolves.toBeUndefined();
  });

  it('waitForCatchUp gives up after its timeout when a position is not reached', async () => {
    const appended = await append(h.store, dealerGroupCreated());
    expect(await waitForCatchUp(h.db, appended.position, { timeoutMs: 50 })).toBe(false);
  });

  it('resumes from its checkpoints after a restart without applying an event twice', async () => {
    const austin = dealershipData(randomUUID(), 0);
    const first = await append(h.store, { type: 'DealershipCreated', data: austin }, vehicleListed(austin, 1));
    const one = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors });
    await one.start();
    expect(await waitForCatchUp(h.db, first.position)).toBe(true);
    await one.stop();

    const vehicle = vehicleListed(austin, 2);
    const sold = await append(h.store, vehicle, {
      type: 'VehicleSold',
      data: { id: vehicle.data.id, soldAt: '2025-01-02T00:00:00.000Z', offerId: null },
    });
    const two = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors });
    await two.start();
    expect(await waitForCatchUp(h.db, sold.position)).toBe(true);
    await two.stop();
    expect([await inventoryCount(h.db), await inventoryCount(h.db, { sold: true })]).toEqual([2, 1]);
  });
});
