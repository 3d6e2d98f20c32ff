import { uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox, distanceInMiles, type LatLon } from '@dtn/platform/geo/distance';
import { vehicleMatchText, type MatchedItem, type MatchedVehicle, type VehicleMatchRow } from './texts';
import type { BuyListItemAddedData } from './facts';
import { recordPushes } from '../../push/record-pushes';
import { insertVehicleMatches } from '../notifications/writes';

/** One VehicleMatch per vehicle and buy list item, whichever side found it first. */
export const vehicleMatchId = (inventoryId: string, buyListItemId: string): string => uuidV5(`match:${inventoryId}:${buyListItemId}`);

export type Located<T> = T & LatLon;

interface VehicleRow {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  image_url: string;
  dealer_group_id: string;
  dealership_name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}
const vehicleColumns = `v.id::text, v.vin, v.year, v.make, v.model, v.image_url, v.dealer_group_id::text,
  d.name AS dealership_name, d.city, d.state, d.latitude, d.longitude`;
const toVehicle = (r: VehicleRow): Located<MatchedVehicle> => ({
  id: r.id,
  vin: r.vin,
  year: r.year,
  make: r.make,
  model: r.model,
  imageUrl: r.image_url,
  dealershipName: r.dealership_name,
  city: r.city,
  state: r.state,
  latitude: r.latitude,
  longitude: r.longitude,
});

/** The notification of one candidate pair, or null when the vehicle is beyond the item's radius. */
export function matchRow(vehicle: Located<MatchedVehicle>, item: Located<MatchedItem>, createdAt: string): VehicleMatchRow | null {
  const miles = distanceInMiles(item, vehicle);
  if (miles > item.searchRadius) return null;
  return {
    id: vehicleMatchId(vehicle.id, item.id),
    userId: item.userId,
    imageUrl: vehicle.imageUrl,
    inventoryId: vehicle.id,
    createdAt,
    ...vehicleMatchText(vehicle, item, miles),
  };
}

/**
 * A vehicle listed or spotlighted: every live buy list item of another dealer group for its make
 * and model (case-insensitive, by index), covering its year, whose box holds the dealership,
 * then the exact distance within the item's radius. A sold or unknown vehicle matches nothing.
 */
export async function matchVehicle(tx: SqlClient, inventoryId: string, createdAt: string): Promise<number> {
  const found = await tx.query<VehicleRow>(
    `SELECT ${vehicleColumns} FROM rm_match_vehicles v JOIN rm_match_dealerships d ON d.id = v.dealership_id
     WHERE v.id = $1 AND NOT v.sold`,
    [inventoryId],
  );
  const first = found.rows[0];
  if (!first) return 0;
  const vehicle = toVehicle(first);
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    start_year: number;
    end_year: number;
    search_radius: number;
    latitude: number;
    longitude: number;
  }>(
    `SELECT id::text, user_id::text, start_year, end_year, search_radius, latitude, longitude FROM rm_match_buy_list_items
     WHERE lower(make) = lower($1) AND lower(model) = lower($2) AND start_year <= $3 AND end_year >= $3
       AND min_latitude <= $4 AND max_latitude >= $4 AND min_longitude <= $5 AND max_longitude >= $5
       AND NOT removed AND dealer_group_id IS DISTINCT FROM $6::uuid`,
    [vehicle.make, vehicle.model, vehicle.year, vehicle.latitude, vehicle.longitude, first.dealer_group_id],
  );
  const matches = rows
    .map((r) =>
      matchRow(
        vehicle,
        {
          id: r.id,
          userId: r.user_id,
          startYear: r.start_year,
          endYear: r.end_year,
          searchRadius: r.search_radius,
          latitude: r.latitude,
          longitude: r.longitude,
        },
        createdAt,
      ),
    )
    .filter((m): m is VehicleMatchRow => m !== null);
  return insertMatches(tx, matches);
}

/** A buy list item added: the unsold vehicles of other dealer groups already listed that it matches. */
export async function matchBuyListItem(tx: SqlClient, item: BuyListItemAddedData, createdAt: string): Promise<number> {
  const box = boundingBox(item, item.searchRadius);
  const { rows } = await tx.query<VehicleRow>(
    `SELECT ${vehicleColumns} FROM rm_match_vehicles v JOIN rm_match_dealerships d ON d.id = v.dealership_id
     WHERE lower(v.make) = lower($1) AND lower(v.model) = lower($2) AND NOT v.sold AND v.year BETWEEN $3 AND $4
       AND d.latitude BETWEEN $5 AND $6 AND d.longitude BETWEEN $7 AND $8
       AND v.dealer_group_id IS DISTINCT FROM $9::uuid`,
    [
      item.make,
      item.model,
      item.startYear,
      item.endYear,
      box.minLatitude,
      box.maxLatitude,
      box.minLongitude,
      box.maxLongitude,
      item.dealerGroupId,
    ],
  );
  const matches = rows.map((r) => matchRow(toVehicle(r), item, createdAt)).filter((m): m is VehicleMatchRow => m !== null);
  return insertMatches(tx, matches);
}

/** ON CONFLICT DO NOTHING: a vehicle spotlighted after it matched, or a redelivered event, raises nothing new.
 * Each match is pushed to its buyer (keyed by the notification, so once only). */
export async function insertMatches(tx: SqlClient, rows: VehicleMatchRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  await recordPushes(
    tx,
    rows.map((row) => ({
      key: `notification:${row.id}`,
      at: row.createdAt,
      push: {
        kind: 'notification',
        userId: row.userId,
        data: { change: 'raised', notificationType: 'VehicleMatch', notificationId: row.id },
      },
    })),
  );
  await insertVehicleMatches(tx, rows);
  return rows.length;
}
