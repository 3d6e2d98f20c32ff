import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox } from '@dtn/platform/geo/distance';
import type { ProjectedEvent } from '../../projector';

/**
 * The vehicle-match projector's own facts, kept in event order (006-buy-lists.ts): live buy list
 * items with the box their radius reaches, listed vehicles (sold or not) and dealership places.
 */
export type FactEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'DealershipCreated'
      | 'DealershipUpdated'
      | 'VehicleListed'
      | 'VehicleUpdated'
      | 'VehicleSold'
      | 'VehicleRelisted'
      | 'BuyListItemRemoved';
  }
>;

const factTypes = new Set<string>([
  'DealershipCreated',
  'DealershipUpdated',
  'VehicleListed',
  'VehicleUpdated',
  'VehicleSold',
  'VehicleRelisted',
  'BuyListItemRemoved',
]);
export const isFactEvent = (e: ProjectedEvent): e is FactEvent => factTypes.has(e.type);

/** Records one fact; true when it is new. VehicleListed never overwrites (a redelivery must not
 * undo later updates); the others set absolute values, so applying one again changes nothing. */
export async function recordFact(tx: SqlClient, event: FactEvent): Promise<boolean> {
  switch (event.type) {
    case 'DealershipCreated':
    case 'DealershipUpdated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO rm_match_dealerships (id, name, city, state, latitude, longitude) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, city = excluded.city, state = excluded.state,
           latitude = excluded.latitude, longitude = excluded.longitude`,
        [d.id, d.name, d.city, d.state, d.latitude, d.longitude],
      );
      return true;
    }
    case 'VehicleListed': {
      const d = event.data;
      const { rows } = await tx.query(
        `INSERT INTO rm_match_vehicles (id, vin, year, make, model, dealer_group_id, dealership_id, image_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [d.id, d.vin, d.year, d.make, d.model, d.dealerGroupId, d.dealershipId, d.images[0] ?? ''],
      );
      return rows.length > 0;
    }
    case 'VehicleUpdated': {
      const d = event.data;
      await tx.query('UPDATE rm_match_vehicles SET vin = $2, year = $3, make = $4, model = $5, image_url = $6 WHERE id = $1', [
        d.id,
        d.vin,
        d.year,
        d.make,
        d.model,
        d.images[0] ?? '',
      ]);
      return true;
    }
    case 'VehicleSold':
    case 'VehicleRelisted':
      await tx.query('UPDATE rm_match_vehicles SET sold = $2 WHERE id = $1', [event.data.id, event.type === 'VehicleSold']);
      return true;
    case 'BuyListItemRemoved':
      await tx.query('UPDATE rm_match_buy_list_items SET removed = true WHERE id = $1', [event.data.id]);
      return true;
  }
}

export type BuyListItemAddedData = Extract<ProjectedEvent, { type: 'BuyListItemAdded' }>['data'];

/** Inserts many items at once (the apply path passes one; the benchmark fills 100,000) and
 * returns the ids that were new: a redelivered addition matches nothing again. */
export async function recordBuyListItems(tx: SqlClient, items: readonly BuyListItemAddedData[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = items.map((d) => {
    const box = boundingBox(d, d.searchRadius);
    return {
      id: d.id,
      user_id: d.userId,
      dealer_group_id: d.dealerGroupId,
      make: d.make,
      model: d.model,
      start_year: d.startYear,
      end_year: d.endYear,
      search_radius: d.searchRadius,
      latitude: d.latitude,
      longitude: d.longitude,
      min_latitude: box.minLatitude,
      max_latitude: box.maxLatitude,
      min_longitude: box.minLongitude,
      max_longitude: box.maxLongitude,
    };
  });
  const { rows: inserted } = await tx.query<{ id: string }>(
    `INSERT INTO rm_match_buy_list_items (id, user_id, dealer_group_id, make, model, start_year, end_year, search_radius,
       latitude, longitude, min_latitude, max_latitude, min_longitude, max_longitude)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, user_id uuid, dealer_group_id uuid, make text, model text,
       start_year integer, end_year integer, search_radius double precision, latitude double precision,
       longitude double precision, min_latitude double precision, max_latitude double precision,
       min_longitude double precision, max_longitude double precision)
     ON CONFLICT (id) DO NOTHING RETURNING id::text`,
    [JSON.stringify(rows)],
  );
  return new Set(inserted.map((r) => r.id));
}
