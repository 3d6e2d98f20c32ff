import { randomUUID } from 'node:crypto';
import type { Database } from '@dtn/platform/db/database';
import { migrateReadModels } from '@dtn/projections';
import { insertDealershipsInBulk } from '@dtn/projections/read-models/dealerships/bulk-fill';
import { fillSyntheticInventory } from '@dtn/projections/read-models/inventory/bulk-fill';
import { MAKE_NAMES, modelsOf, prng, samplePostalCodes } from './synthetic-events';

/**
 * The marketplace at scale, as the search and market benches fill it: `dealerships` at real US
 * postal codes in 50 dealer groups and `vehicles` synthetic vehicles over them, bulk-filled as the
 * projectors would leave them (not the product's path).
 *
 *   const world = await fillSearchWorld(db, 1_000_000, 2_000)
 *   searcherOf(world, random)    a user at a random dealership: where they search from
 */
export interface SearchWorld {
  places: { latitude: number; longitude: number; zip: string }[];
  groups: string[];
  dealershipIds: string[];
}

export interface Searcher {
  latitude: number;
  longitude: number;
  dealerGroupId: string;
  zip: string;
  dealershipId: string;
}

export async function fillSearchWorld(db: Database, vehicles: number, dealershipCount: number): Promise<SearchWorld> {
  await migrateReadModels(db);
  const random = prng(11);
  const places = samplePostalCodes(dealershipCount, random);
  const groups = Array.from({ length: 50 }, () => randomUUID());
  const dealerships = places.map((p, i) => ({
    id: randomUUID(),
    dealerGroupId: groups[i % groups.length]!,
    name: `Dealer ${p.zip}`,
    city: p.city,
    state: p.state,
    postalCode: p.zip,
    latitude: p.latitude,
    longitude: p.longitude,
  }));
  await insertDealershipsInBulk(db, dealerships);
  await fillSyntheticInventory(db, { count: vehicles, dealerships, makes: MAKE_NAMES, modelsOfMake: MAKE_NAMES.map((m) => modelsOf(m)) });
  await db.query('ANALYZE');
  return { places, groups, dealershipIds: dealerships.map((d) => d.id) };
}

export function searcherOf(world: SearchWorld, random: () => number): Searcher {
  const i = Math.floor(random() * world.places.length);
  const p = world.places[i]!;
  return {
    latitude: p.latitude,
    longitude: p.longitude,
    dealerGroupId: world.groups[i % world.groups.length]!,
    zip: p.zip,
    dealershipId: world.dealershipIds[i]!,
  };
}
