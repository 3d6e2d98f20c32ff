import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { eventTime } from '../offers/event-time';
import { insertMatches, matchRow, type Located } from './match';
import type { MatchedVehicle, VehicleMatchRow } from './texts';

/**
 * The replay path: a run of dealership and vehicle events (no buy list change in between) in a
 * few round trips instead of several per listing. Within such a run the live buy list items do
 * not change, so matching every new listing and every spotlight against them at the end is what
 * matching each at its own event would give; each uses the vehicle and its dealership as of its
 * event. A listing and a later spotlight of one vehicle name the same match ids: the first wins,
 * as on the per-event path.
 */
export type RunEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'DealershipCreated'
      | 'DealershipUpdated'
      | 'VehicleListed'
      | 'VehicleUpdated'
      | 'VehicleSold'
      | 'VehicleRelisted'
      | 'VehicleSpotlighted';
  }
>;
const runTypes = new Set<string>([
  'DealershipCreated',
  'DealershipUpdated',
  'VehicleListed',
  'VehicleUpdated',
  'VehicleSold',
  'VehicleRelisted',
  'VehicleSpotlighted',
]);
export const isRunEvent = (e: ProjectedEvent): e is RunEvent => runTypes.has(e.type);

interface Place {
  id: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}
interface Vehicle {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  dealer_group_id: string;
  dealership_id: string;
  image_url: string;
  sold: boolean;
}

export async function applyRun(tx: SqlClient, events: readonly RunEvent[]): Promise<void> {
  const vehicleIds = [...new Set(events.filter((e) => e.type.startsWith('Vehicle')).map((e) => e.data.id))];
  const vehicleRows = await tx.query<Vehicle>(
    `SELECT id::text, vin, year, make, model, dealer_group_id::text, dealership_id::text, image_url, sold
      FROM rm_match_vehicles WHERE id = ANY($1::uuid[])`,
    [vehicleIds],
  );
  // The dealerships of the run's events and of the stored vehicles it touches (spotlights).
  const dealershipIds = [
    ...new Set(
      [
        ...events.map((e) => (e.type === 'VehicleListed' ? e.data.dealershipId : e.type.startsWith('Dealership') ? e.data.id : null)),
        ...vehicleRows.rows.map((v) => v.dealership_id),
      ].filter((id): id is string => id !== null),
    ),
  ];
  const placeRows = await tx.query<Place>(
    'SELECT id::text, name, city, state, latitude, longitude FROM rm_match_dealerships WHERE id = ANY($1::uuid[])',
    [dealershipIds],
  );
  const places = new Map(placeRows.rows.map((p) => [p.id, p]));
  const vehicles = new Map(vehicleRows.rows.map((v) => [v.id, v]));
  const changedPlaces = new Set<string>();
  const changedVehicles = new Set<string>();
  const listed: { vehicle: Located<MatchedVehicle>; dealerGroupId: string; createdAt: string }[] = [];

  for (const e of events) {
    if (e.type === 'DealershipCreated' || e.type === 'DealershipUpdated') {
      const { id, name, city, state, latitude, longitude } = e.data;
      places.set(id, { id, name, city, state, latitude, longitude });
      changedPlaces.add(id);
      continue;
    }
    const known = vehicles.get(e.data.id);
    if (e.type === 'VehicleListed') {
      if (known) continue; // a redelivery: never overwrites, never matches again
      const d = e.data;
      vehicles.set(d.id, {
        id: d.id,
        vin: d.vin,
        year: d.year,
        make: d.make,
        model: d.model,
        dealer_group_id: d.dealerGroupId,
        dealership_id: d.dealershipId,
        image_url: d.images[0] ?? '',
        sold: false,
      });
      changedVehicles.add(d.id);
      const place = places.get(d.dealershipId);
      if (place) {
        listed.push({
          dealerGroupId: d.dealerGroupId,
          createdAt: eventTime(e),
          vehicle: {
            id: d.id,
            vin: d.vin,
            year: d.year,
            make: d.make,
            model: d.model,
            imageUrl: d.images[0] ?? '',
            dealershipName: place.name,
            city: place.city,
            state: place.state,
            latitude: place.latitude,
            longitude: place.longitude,
          },
        });
      }
      continue;
    }
    if (!known) continue;
    if (e.type === 'VehicleSpotlighted') {
      const place = places.get(known.dealership_id);
      if (known.sold || !place) continue;
      listed.push({
        dealerGroupId: known.dealer_group_id,
        createdAt: eventTime(e),
        vehicle: {
          id: known.id,
          vin: known.vin,
          year: known.year,
          make: known.make,
          model: known.model,
          imageUrl: known.image_url,
          dealershipName: place.name,
          city: place.city,
          state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
        },
      });
      continue;
    }
    if (e.type === 'VehicleUpdated')
      Object.assign(known, {
        vin: e.data.vin,
        year: e.data.year,
        make: e.data.make,
        model: e.data.model,
        image_url: e.data.images[0] ?? '',
      });
    else known.sold = e.type === 'VehicleSold';
    changedVehicles.add(known.id);
  }

  await savePlaces(
    tx,
    [...changedPlaces].map((id) => places.get(id)!),
  );
  await saveVehicles(
    tx,
    [...changedVehicles].map((id) => vehicles.get(id)!),
  );
  await insertMatches(tx, await matchListings(tx, listed));
}

async function matchListings(
  tx: SqlClient,
  listed: { vehicle: Located<MatchedVehicle>; dealerGroupId: string; createdAt: string }[],
): Promise<VehicleMatchRow[]> {
  if (listed.length === 0) return [];
  const { rows } = await tx.query<{
    idx: number;
    id: string;
    user_id: string;
    start_year: number;
    end_year: number;
    search_radius: number;
    latitude: number;
    longitude: number;
  }>(
    `SELECT l.idx, i.id::text, i.user_id::text, i.start_year, i.end_year, i.search_radius, i.latitude, i.longitude
     FROM jsonb_to_recordset($1::jsonb) AS l(idx integer, make text, model text, year integer, latitude double precision,
       longitude double precision, dealer_group_id uuid)
     JOIN rm_match_buy_list_items i ON lower(i.make) = lower(l.make) AND lower(i.model) = lower(l.model)
       AND i.start_year <= l.year AND i.end_year >= l.year AND i.min_latitude <= l.latitude AND i.max_latitude >= l.latitude
       AND i.min_longitude <= l.longitude AND i.max_longitude >= l.longitude AND NOT i.removed
       AND i.dealer_group_id IS DISTINCT FROM l.dealer_group_id`,
    [
      JSON.stringify(
        listed.map(({ vehicle: v, dealerGroupId }, idx) => ({
          idx,
          make: v.make,
          model: v.model,
          year: v.year,
          latitude: v.latitude,
          longitude: v.longitude,
          dealer_group_id: dealerGroupId,
        })),
      ),
    ],
  );
  // In event order, one row per match id: the earliest listing or spotlight wins, as it would
  // have been inserted first (ON CONFLICT DO NOTHING) on the per-event path.
  const seen = new Set<string>();
  const unique: VehicleMatchRow[] = [];
  for (const r of rows.sort((a, b) => a.idx - b.idx)) {
    const { vehicle, createdAt } = listed[r.idx]!;
    const match = matchRow(
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
    );
    if (!match || seen.has(match.id)) continue;
    seen.add(match.id);
    unique.push(match);
  }
  return unique;
}

async function savePlaces(tx: SqlClient, places: Place[]): Promise<void> {
  if (places.length === 0) return;
  await tx.query(
    `INSERT INTO rm_match_dealerships (id, name, city, state, latitude, longitude)
     SELECT id, name, city, state, latitude, longitude FROM jsonb_to_recordset($1::jsonb)
       AS r(id uuid, name text, city text, state text, latitude double precision, longitude double precision)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, city = excluded.city, state = excluded.state,
       latitude = excluded.latitude, longitude = excluded.longitude`,
    [JSON.stringify(places)],
  );
}

async function saveVehicles(tx: SqlClient, vehicles: Vehicle[]): Promise<void> {
  if (vehicles.length === 0) return;
  await tx.query(
    `INSERT INTO rm_match_vehicles (id, vin, year, make, model, dealer_group_id, dealership_id, image_url, sold)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, vin text, year integer, make text, model text,
       dealer_group_id uuid, dealership_id uuid, image_url text, sold boolean)
     ON CONFLICT (id) DO UPDATE SET vin = excluded.vin, year = excluded.year, make = excluded.make, model = excluded.model,
       image_url = excluded.image_url, sold = excluded.sold`,
    [JSON.stringify(vehicles)],
  );
}
