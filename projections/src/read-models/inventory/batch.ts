import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { parseListPrice, parseMileage } from '@dtn/contracts/domain/list-price';
import { dealershipPlaces, type DealershipPlace } from '../dealerships/queries';

/** rm_inventory's columns, as jsonb_populate_recordset fills them. A column added to the table
 * must be added here too (the batch test compares batched and per-event results). */
const COLUMNS = [
  'id',
  'vin',
  'stock_number',
  'year',
  'make',
  'model',
  'trim',
  'listing_type',
  'images',
  'spotlight',
  'sold',
  'trade_in',
  'post_id',
  'dealership_id',
  'dealer_group_id',
  'dealership_name',
  'dealership_city',
  'dealership_state',
  'latitude',
  'longitude',
  'inventory_date',
  'list_price',
  'data',
  'buy_now_price',
  'buy_now_version',
  'mileage',
] as const;
type Row = Record<(typeof COLUMNS)[number], unknown>;
export type VehicleEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'VehicleListed'
      | 'VehicleUpdated'
      | 'VehicleSold'
      | 'VehicleSpotlighted'
      | 'VehicleUnspotlighted'
      | 'VehicleRelisted'
      | 'BuyNowPriceSet'
      | 'VehicleRepriced';
  }
>;

/**
 * The inventory projector over a whole batch in three round trips instead of one per event:
 * load the rows the batch touches, fold the events into them in memory with exactly the
 * per-event rules (a listing never overwrites an existing row; updates, sales, spotlights,
 * Buy Now prices and reprices only touch existing rows), then upsert every touched row at once. Replay speed depends on it.
 */
export async function applyVehicleEvents(tx: SqlClient, events: readonly VehicleEvent[]): Promise<void> {
  const ids = [...new Set(events.map((e) => e.data.id))];
  const rows = new Map<string, Row>();
  const existing = await tx.query<{ row: Row }>('SELECT to_jsonb(r) AS row FROM rm_inventory r WHERE id = ANY($1::uuid[])', [ids]);
  for (const { row } of existing.rows) rows.set(String(row.id), row);
  const dealerships = await loadDealerships(tx, events);

  const touched = new Set<string>();
  for (const event of events) {
    const id = event.data.id;
    const row = rows.get(id);
    if (event.type === 'VehicleListed') {
      if (row) continue;
      rows.set(id, listedRow(event.data, dealerships.get(event.data.dealershipId)));
    } else if (!row) {
      continue;
    } else if (event.type === 'VehicleUpdated') {
      Object.assign(row, vehicleColumns(event.data));
    } else if (event.type === 'VehicleSold' || event.type === 'VehicleRelisted') {
      row.sold = event.type === 'VehicleSold';
    } else if (event.type === 'BuyNowPriceSet') {
      const version = Number(event.revision);
      if (version < Number(row.buy_now_version)) continue;
      row.buy_now_price = event.data.price;
      row.buy_now_version = version;
    } else if (event.type === 'VehicleRepriced') {
      row.list_price = event.data.listPrice;
      row.data = { ...(row.data as Record<string, string>), 'List Price': String(event.data.listPrice) };
    } else {
      row.spotlight = event.type === 'VehicleSpotlighted';
    }
    touched.add(id);
  }
  if (touched.size === 0) return;
  const others = COLUMNS.filter((c) => c !== 'id');
  await tx.query(
    `INSERT INTO rm_inventory (${COLUMNS.join(', ')})
     SELECT ${COLUMNS.join(', ')} FROM jsonb_populate_recordset(NULL::rm_inventory, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET (${others.join(', ')}) = (${others.map((c) => `excluded.${c}`).join(', ')})`,
    [JSON.stringify([...touched].map((id) => rows.get(id)))],
  );
}

/** A new listing's row. Its own columns come before the spread: added after a spread, each new
 * key took V8's slow path (Node 20), about 12 µs a listing, then the largest cost of a replay. */
function listedRow(v: Extract<VehicleEvent, { type: 'VehicleListed' }>['data'], d: DealershipPlace | undefined): Row {
  return {
    id: v.id,
    spotlight: false,
    sold: false,
    buy_now_price: null,
    buy_now_version: 0,
    dealership_id: v.dealershipId,
    dealer_group_id: v.dealerGroupId,
    dealership_name: d?.name ?? '',
    dealership_city: d?.city ?? '',
    dealership_state: d?.state ?? '',
    latitude: d?.latitude ?? 0,
    longitude: d?.longitude ?? 0,
    ...vehicleColumns(v),
  };
}

function vehicleColumns(v: Extract<VehicleEvent, { type: 'VehicleUpdated' }>['data']) {
  return {
    vin: v.vin,
    stock_number: v.stockNumber,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    listing_type: v.listingType,
    images: v.images,
    trade_in: v.tradeIn,
    post_id: v.postId,
    inventory_date: v.inventoryDate,
    list_price: parseListPrice(v.data),
    mileage: parseMileage(v.data),
    data: v.data,
  };
}

async function loadDealerships(tx: SqlClient, events: readonly VehicleEvent[]) {
  return dealershipPlaces(
    tx,
    events.flatMap((e) => (e.type === 'VehicleListed' ? [e.data.dealershipId] : [])),
  );
}
