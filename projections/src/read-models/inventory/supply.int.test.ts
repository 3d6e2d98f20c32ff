import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, vehicleData, vehicleListed } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { inventoryProjector } from './projector';
import { insertVehicle } from './testing';

/** Days' supply's listings (rm_inventory_supply), kept by the triggers of migration 008-supply,
 * against a count of the vehicles themselves after each kind of write. */
describe('inventory supply counts', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  const supply = async () =>
    (
      await h.db.query(
        `SELECT dealership_id::text, make_key, model_key, year, listed FROM rm_inventory_supply
          ORDER BY dealership_id, make_key, model_key, year`,
      )
    ).rows;
  const recount = async () =>
    (
      await h.db.query(
        `SELECT dealership_id::text, make_key, model_key, year, count(*)::int AS listed FROM rm_inventory
          WHERE NOT trade_in AND NOT sold GROUP BY dealership_id, make_key, model_key, year
          ORDER BY dealership_id, make_key, model_key, year`,
      )
    ).rows;

  it('counts each dealership’s unsold vehicles (trade-ins aside) by cohort through inserts, updates, deletes and a truncate', async () => {
    await h.db.query('TRUNCATE rm_inventory');
    const [a, b, group] = [randomUUID(), randomUUID(), randomUUID()];
    const accord = { dealerGroupId: group, make: 'Honda', model: 'Accord', year: 2020 };
    const first = await insertVehicle(h.db, { ...accord, dealershipId: a });
    await insertVehicle(h.db, { ...accord, dealershipId: a, make: 'HONDA' });
    await insertVehicle(h.db, { ...accord, dealershipId: b });
    await insertVehicle(h.db, { ...accord, dealershipId: a, tradeIn: true });
    await insertVehicle(h.db, { ...accord, dealershipId: a, sold: true });
    expect(await supply()).toEqual(
      [
        { dealership_id: a, make_key: 'honda', model_key: 'accord', year: 2020, listed: 2 },
        { dealership_id: b, make_key: 'honda', model_key: 'accord', year: 2020, listed: 1 },
      ].sort((x, y) => x.dealership_id.localeCompare(y.dealership_id)),
    );

    await h.db.query('UPDATE rm_inventory SET spotlight = true');
    expect(await supply()).toEqual(await recount());
    await h.db.query('UPDATE rm_inventory SET model = $2 WHERE id = $1', [first, 'Civic']);
    expect(await supply()).toEqual(await recount());
    await h.db.query('UPDATE rm_inventory SET sold = true WHERE dealership_id = $1', [b]);
    expect(await supply()).toEqual(await recount());
    expect((await supply()).some((row) => row.dealership_id === b)).toBe(false);
    await h.db.query('UPDATE rm_inventory SET trade_in = NOT trade_in, dealership_id = $1 WHERE dealership_id = $2', [b, a]);
    expect(await supply()).toEqual(await recount());
    await h.db.query('DELETE FROM rm_inventory WHERE model = $1', ['Civic']);
    expect(await supply()).toEqual(await recount());
    await h.db.query('TRUNCATE rm_inventory');
    expect(await supply()).toEqual([]);
  });

  it('holds the same rows after the live events, their batches and a replay', async () => {
    const austin = dealershipData(randomUUID(), 0);
    const dallas = dealershipData(austin.dealerGroupId, 1);
    const camry = vehicleListed(austin, 0);
    const truck = vehicleListed(austin, 1);
    const civic = vehicleListed(dallas, 2);
    await append(
      h.store,
      { type: 'DealershipCreated', data: austin },
      { type: 'DealershipCreated', data: dallas },
      camry,
      truck,
      civic,
      { type: 'VehicleUpdated', data: { ...vehicleData(5, '$18,500'), id: camry.data.id } },
      { type: 'VehicleSold', data: { id: truck.data.id, soldAt: '2025-02-01T10:00:00.000Z', offerId: null } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const replayed = await supply();
    expect(replayed).toEqual(await recount());
    expect(replayed.length).toBeGreaterThan(0);

    await h.db.query('TRUNCATE rm_inventory');
    await reapplyAll(h, [inventoryProjector]);
    expect(await supply()).toEqual(replayed);
  });
});
