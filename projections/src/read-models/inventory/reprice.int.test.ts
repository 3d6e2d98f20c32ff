import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, vehicleData, vehicleListed } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { inventoryProjector } from './projector';
import { inventoryById } from './queries';
import { emptyInventory } from './testing';

describe('inventory projector: a reprice', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  const rows = async () => (await h.db.query('SELECT * FROM rm_inventory ORDER BY id')).rows;
  const row = async (id: string) => (await h.db.query('SELECT list_price, data FROM rm_inventory WHERE id = $1', [id])).rows[0];

  it('sets the list price column and the data map’s List Price, the same through the batch and per-event paths', async () => {
    const austin = dealershipData(randomUUID(), 0);
    const camry = vehicleListed(austin, 30);
    const truck = vehicleListed(austin, 31);
    const byUserId = randomUUID();
    const repriced = (id: string, listPrice: number, previousListPrice: number | null) => ({
      type: 'VehicleRepriced' as const,
      data: { id, listPrice, previousListPrice, byUserId },
    });
    await append(
      h.store,
      { type: 'DealershipCreated', data: austin },
      camry,
      truck,
      repriced(camry.data.id, 19_999.5, 24_110),
      repriced(camry.data.id, 18_750, 19_999.5),
      repriced(truck.data.id, 31_000, 24_247),
      // A feed update afterwards carries its own price again.
      { type: 'VehicleUpdated', data: { ...vehicleData(31, '$30,500'), id: truck.data.id } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    expect(await row(camry.data.id)).toEqual({
      list_price: '18750.00',
      data: { ...camry.data.data, 'List Price': '18750' },
    });
    expect(await row(truck.data.id)).toEqual(expect.objectContaining({ list_price: '30500.00' }));
    const item = await inventoryById(h.db, camry.data.id, new Date());
    expect(item?.data['List Price']).toBe('18750');

    // The per-event path from empty tables gives the batch's rows, and a redelivery changes nothing.
    const batched = await rows();
    await emptyInventory(h.db);
    await reapplyAll(h, [inventoryProjector]);
    expect(await rows()).toEqual(batched);
    await reapplyAll(h, [inventoryProjector]);
    expect(await rows()).toEqual(batched);
  });
});
