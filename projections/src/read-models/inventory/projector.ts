import type { VehicleData } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { applyVehicleEvents, type VehicleEvent } from './batch';
import { parseListPrice, parseMileage } from '@dtn/contracts/domain/list-price';
import { dealershipPlaces } from '../dealerships/queries';

/** The columns a vehicle's own data sets (listing and feed updates), in parameter order from $2
 * (vin .. data, then mileage). */
function vehicleParams(v: VehicleData): unknown[] {
  return [
    v.vin,
    v.stockNumber,
    v.year,
    v.make,
    v.model,
    v.trim,
    v.listingType,
    JSON.stringify(v.images),
    v.tradeIn,
    v.postId,
    v.inventoryDate,
    parseListPrice(v.data),
    JSON.stringify(v.data),
    parseMileage(v.data),
  ];
}

/**
 * rm_inventory: one row per vehicle, denormalised with its dealership (name, city, state,
 * coordinates) so marketplace search never joins. The dealership columns are copied from the
 * dealerships read model, which its projector has already written: the command side reads
 * the dealership stream before listing, so the dealership's events precede in the all-stream,
 * and the runner applies each event to every projector before the next event.
 */
export const inventoryProjector: Projector = {
  name: 'inventory',
  reads: ['dealerships'],
  tables: ['rm_inventory'],
  handles: [
    'VehicleListed',
    'VehicleUpdated',
    'VehicleSold',
    'VehicleSpotlighted',
    'VehicleUnspotlighted',
    'VehicleRelisted',
    'BuyNowPriceSet',
    'VehicleRepriced',
    'DealershipUpdated',
  ],
  async apply(tx, event) {
    switch (event.type) {
      case 'VehicleListed':
        return listVehicle(tx, event.data);
      case 'VehicleUpdated':
        await tx.query(
          `UPDATE rm_inventory SET vin = $2, stock_number = $3, year = $4, make = $5, model = $6, trim = $7,
             listing_type = $8, images = $9::jsonb, trade_in = $10, post_id = $11, inventory_date = $12,
             list_price = $13, data = $14::jsonb, mileage = $15
           WHERE id = $1`,
          [event.data.id, ...vehicleParams(event.data)],
        );
        return;
      case 'VehicleSold':
      case 'VehicleRelisted':
        await tx.query('UPDATE rm_inventory SET sold = $2 WHERE id = $1', [event.data.id, event.type === 'VehicleSold']);
        return;
      case 'VehicleSpotlighted':
      case 'VehicleUnspotlighted':
        await tx.query('UPDATE rm_inventory SET spotlight = $2 WHERE id = $1', [event.data.id, event.type === 'VehicleSpotlighted']);
        return;
      case 'BuyNowPriceSet':
        // The version is the event's stream revision (the command side's buyNowVersion); an older
        // event delivered again never moves the price back.
        await tx.query('UPDATE rm_inventory SET buy_now_price = $2, buy_now_version = $3 WHERE id = $1 AND buy_now_version <= $3', [
          event.data.id,
          event.data.price,
          Number(event.revision),
        ]);
        return;
      case 'VehicleRepriced':
        // The column and the data map's numeric text, as a feed's price would set them.
        await tx.query(
          `UPDATE rm_inventory SET list_price = $2, data = jsonb_set(data, '{List Price}', to_jsonb($3::text)) WHERE id = $1`,
          [event.data.id, event.data.listPrice, String(event.data.listPrice)],
        );
        return;
      case 'DealershipUpdated': {
        const d = event.data;
        await tx.query(
          `UPDATE rm_inventory SET dealership_name = $2, dealership_city = $3, dealership_state = $4,
             latitude = $5, longitude = $6
           WHERE dealership_id = $1`,
          [d.id, d.name, d.city, d.state, d.latitude, d.longitude],
        );
        return;
      }
      default:
        return;
    }
  },
  async applyBatch(tx, events) {
    // A dealership change rewrites many rows by dealership: rare, so the batch takes the
    // per-event path rather than complicating the fold.
    if (events.some((e) => e.type === 'DealershipUpdated')) {
      for (const event of events) await inventoryProjector.apply(tx, event);
      return;
    }
    await applyVehicleEvents(tx, events.filter(isVehicleEvent));
  },
};

const isVehicleEvent = (e: ProjectedEvent): e is VehicleEvent =>
  e.type === 'VehicleListed' ||
  e.type === 'VehicleUpdated' ||
  e.type === 'VehicleSold' ||
  e.type === 'VehicleSpotlighted' ||
  e.type === 'VehicleUnspotlighted' ||
  e.type === 'VehicleRelisted' ||
  e.type === 'BuyNowPriceSet' ||
  e.type === 'VehicleRepriced';

type Listed = VehicleData & { id: string; dealershipId: string; dealerGroupId: string };

async function listVehicle(tx: SqlClient, v: Listed): Promise<void> {
  // A dealership missing from its read model (it should never be) leaves the column defaults.
  const place = (await dealershipPlaces(tx, [v.dealershipId])).get(v.dealershipId);
  // DO NOTHING rather than DO UPDATE: a redelivered listing must not undo a later sale or update.
  await tx.query(
    `INSERT INTO rm_inventory (id, vin, stock_number, year, make, model, trim, listing_type, images, trade_in,
       post_id, inventory_date, list_price, data, mileage, dealership_id, dealer_group_id,
       dealership_name, dealership_city, dealership_state, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, $19, $20, $21, $22)
     ON CONFLICT (id) DO NOTHING`,
    [
      v.id,
      ...vehicleParams(v),
      v.dealershipId,
      v.dealerGroupId,
      place?.name ?? '',
      place?.city ?? '',
      place?.state ?? '',
      place?.latitude ?? 0,
      place?.longitude ?? 0,
    ],
  );
}
