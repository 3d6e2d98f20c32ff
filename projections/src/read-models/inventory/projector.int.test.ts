import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealershipData, places, vehicleData, vehicleListed } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { inventoryProjector } from './projector';
import { inventoryById } from './queries';
import { emptyInventory } from './testing';

describe('inventory projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  const rows = async () => (await h.db.query('SELECT * FROM rm_inventory ORDER BY id')).rows;
  const row = async (id: string) => (await h.db.query('SELECT * FROM rm_inventory WHERE id = $1', [id])).rows[0];

  it('lists, updates, sells and spotlights vehicles with their dealership copied in, idempotently', async () => {
    const austin = dealershipData(randomUUID(), 0);
    const dallas = dealershipData(austin.dealerGroupId, 1);
    const camry = vehicleListed(austin, 0);
    const truck = vehicleListed(austin, 1);
    const civic = vehicleListed(dallas, 2);
    const updated = { ...vehicleData(5, '$18,500'), id: camry.data.id };
    const userId = randomUUID();
    await append(
      h.store,
      { type: 'DealershipCreated', data: austin },
      { type: 'DealershipCreated', data: dallas },
      camry,
      truck,
      civic,
      { type: 'VehicleUpdated', data: updated },
      { type: 'VehicleSold', data: { id: truck.data.id, soldAt: '2025-02-01T10:00:00.000Z', offerId: null } },
      { type: 'VehicleSpotlighted', data: { id: civic.data.id, byUserId: userId } },
      { type: 'VehicleSpotlighted', data: { id: truck.data.id, byUserId: userId } },
      { type: 'VehicleUnspotlighted', data: { id: truck.data.id, byUserId: userId } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    expect(await row(camry.data.id)).toEqual({
      id: camry.data.id,
      vin: updated.vin,
      stock_number: 'STK5',
      year: updated.year,
      make: updated.make,
      make_key: updated.make.toLowerCase(),
      model: updated.model,
      model_key: updated.model.toLowerCase(),
      trim: 'LE',
      listing_type: updated.listingType,
      images: updated.images,
      spotlight: false,
      sold: false,
      trade_in: updated.tradeIn,
      post_id: null,
      dealership_id: austin.id,
      dealer_group_id: austin.dealerGroupId,
      dealership_name: 'Austin Motors',
      dealership_city: 'Austin',
      dealership_state: 'TX',
      latitude: places[0].latitude,
      longitude: places[0].longitude,
      inventory_date: new Date(updated.inventoryDate),
      list_price: '18500.00',
      data: updated.data,
      buy_now_price: null,
      buy_now_version: 0,
      mileage: 5000,
    });
    expect(await row(truck.data.id)).toEqual(expect.objectContaining({ sold: true, spotlight: false, list_price: '20137.00' }));
    expect(await row(civic.data.id)).toEqual(
      expect.objectContaining({
        sold: false,
        spotlight: true,
        dealership_name: 'Dallas Motors',
        dealership_city: 'Dallas',
        dealership_state: 'TX',
        latitude: places[1].latitude,
        longitude: places[1].longitude,
        dealer_group_id: austin.dealerGroupId,
      }),
    );

    const before = await rows();
    await reapplyAll(h, [inventoryProjector]);
    expect(await rows()).toEqual(before);
  });

  it('keeps the Buy Now price and its version (the stream revision), the same through the batch and per-event paths', async () => {
    const plano = dealershipData(randomUUID(), 4);
    const coupe = vehicleListed(plano, 20);
    const wagon = vehicleListed(plano, 21);
    const byUserId = randomUUID();
    const price = (id: string, p: number | null) => ({ type: 'BuyNowPriceSet' as const, data: { id, price: p, byUserId } });
    await append(
      h.store,
      { type: 'DealershipCreated', data: plano },
      coupe,
      wagon,
      price(coupe.data.id, 18_000),
      price(coupe.data.id, 17_500.5),
      price(wagon.data.id, 9_999.99),
      { type: 'VehicleSpotlighted', data: { id: wagon.data.id, byUserId } },
      price(wagon.data.id, null),
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    expect(await row(coupe.data.id)).toEqual(expect.objectContaining({ buy_now_price: '17500.50', buy_now_version: 2 }));
    expect(await row(wagon.data.id)).toEqual(expect.objectContaining({ buy_now_price: null, buy_now_version: 3, spotlight: true }));
    const now = new Date();
    expect(await inventoryById(h.db, coupe.data.id, now)).toMatchObject({ buyNowPrice: 17_500.5, buyNowVersion: 2 });
    expect(await inventoryById(h.db, wagon.data.id, now)).toMatchObject({ buyNowPrice: null, buyNowVersion: 3 });

    // The per-event path from empty tables gives the batch's rows, and a redelivery changes nothing.
    const batched = await rows();
    await emptyInventory(h.db);
    await reapplyAll(h, [inventoryProjector]);
    expect(await rows()).toEqual(batched);
    await reapplyAll(h, [inventoryProjector]);
    expect(await rows()).toEqual(batched);
  });

  it('refreshes the dealership columns of its vehicles when the dealership is updated', async () => {
    const houston = dealershipData(randomUUID(), 2);
    const other = dealershipData(houston.dealerGroupId, 3);
    const vehicles = [vehicleListed(houston, 10), vehicleListed(houston, 11)];
    const untouched = vehicleListed(other, 12);
    await append(
      h.store,
      { type: 'DealershipCreated', data: houston },
      { type: 'DealershipCreated', data: other },
      ...vehicles,
      untouched,
      {
        type: 'DealershipUpdated',
        data: { ...houston, name: 'Bayou City Motors', city: 'Pasadena', latitude: 29.6911, longitude: -95.2091 },
      },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    for (const v of vehicles) {
      expect(await row(v.data.id)).toEqual(
        expect.objectContaining({
          dealership_name: 'Bayou City Motors',
          dealership_city: 'Pasadena',
          dealership_state: 'TX',
          latitude: 29.6911,
          longitude: -95.2091,
        }),
      );
    }
    expect(await row(untouched.data.id)).toEqual(expect.objectContaining({ dealership_name: 'Denver Motors', dealership_city: 'Denver' }));
  });
});
