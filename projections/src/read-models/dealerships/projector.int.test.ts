import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, places } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { dealershipsProjector } from './projector';
import { dealershipById, dealershipsOfGroups } from './queries';

describe('dealerships projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('keeps the latest state of each dealership with its coordinates, idempotently', async () => {
    const groupId = randomUUID();
    const austin = dealershipData(groupId, 0);
    const dallas = dealershipData(groupId, 1);
    const denver = places[3];
    const moved = {
      ...austin,
      name: 'Mile High Motors',
      city: denver.city,
      state: denver.state,
      postalCode: denver.postalCode,
      latitude: denver.latitude,
      longitude: denver.longitude,
      active: false,
    };
    await append(
      h.store,
      { type: 'DealershipCreated', data: austin },
      { type: 'DealershipCreated', data: dallas },
      { type: 'DealershipUpdated', data: moved },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () => (await h.db.query('SELECT * FROM rm_dealerships ORDER BY id')).rows;
    const first = await rows();
    expect(first).toHaveLength(2);
    expect(first).toContainEqual({
      id: austin.id,
      dealer_group_id: groupId,
      name: 'Mile High Motors',
      dealer_vault_id: austin.dealerVaultId,
      address1: '100 Main St',
      address2: '',
      city: 'Denver',
      state: 'CO',
      postal_code: '80202',
      country: 'US',
      active: false,
      latitude: 39.7527,
      longitude: -104.9992,
      holding_cost_per_day: '35.00',
      aging_thresholds: [30, 45, 60, 90],
    });
    expect(first).toContainEqual(expect.objectContaining({ id: dallas.id, city: 'Dallas', latitude: 32.7876, longitude: -96.7994 }));

    await reapplyAll(h, [dealershipsProjector]);
    expect(await rows()).toEqual(first);
  });

  it('keeps a deleted dealership as an inactive row (offers and inventory still name it)', async () => {
    const data = dealershipData(randomUUID(), 2);
    await append(h.store, { type: 'DealershipCreated', data }, { type: 'DealershipDeleted', data: { id: data.id } });
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const row = async () => (await h.db.query('SELECT * FROM rm_dealerships WHERE id = $1', [data.id])).rows[0];
    expect(await row()).toMatchObject({ id: data.id, active: false, city: 'Houston', latitude: 29.7569 });
    const first = await row();
    await reapplyAll(h, [dealershipsProjector]);
    expect(await row()).toEqual(first);
  });

  it('keeps the aging settings last set through later edits, the same when the events come again, and reads carry them', async () => {
    const groupId = randomUUID();
    const houston = dealershipData(groupId, 2);
    const settings = (holdingCostPerDay: number, agingThresholds: number[]) => ({
      type: 'DealershipAgingSettingsSet' as const,
      data: { id: houston.id, holdingCostPerDay, agingThresholds },
    });
    await append(h.store, { type: 'DealershipCreated', data: houston }, settings(20, [15]), settings(42.5, [21, 45, 75]), {
      type: 'DealershipUpdated',
      data: { ...houston, name: 'Bayou Motors' },
    });
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const row = async () =>
      (await h.db.query('SELECT name, holding_cost_per_day, aging_thresholds FROM rm_dealerships WHERE id = $1', [houston.id])).rows[0];
    expect(await row()).toEqual({ name: 'Bayou Motors', holding_cost_per_day: '42.50', aging_thresholds: [21, 45, 75] });
    expect(await dealershipById(h.db, houston.id)).toMatchObject({
      name: 'Bayou Motors',
      holdingCostPerDay: 42.5,
      agingThresholds: [21, 45, 75],
    });
    expect((await dealershipsOfGroups(h.db, [groupId]))[0]).toMatchObject({ holdingCostPerDay: 42.5, agingThresholds: [21, 45, 75] });

    await reapplyAll(h, [dealershipsProjector]);
    expect(await row()).toEqual({ name: 'Bayou Motors', holding_cost_per_day: '42.50', aging_thresholds: [21, 45, 75] });
  });
});
