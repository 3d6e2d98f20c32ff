/**
 * Reads of the dealerships read model (rm_dealerships).
 *
 *   dealershipById(db, id)                            null if unknown (or its state code is not a US state)
 *   dealershipsOfGroups(db, groupIds)                 inactive ones included, by name
 *   dealershipsByIds(db, ids, descending)             by name
 *   activeDealershipsOf(db, scope)                    a group's (null: every group's) active ones, for the rollup
 *   dealerGroupOfDealership(db, id)                   null if unknown
 *   dealershipLocation(db, id)                        its coordinates and state; null if unknown
 *   dealershipLocations(db, ids)                      coordinates and dealer group, by id
 *   nearbyDealershipIdsSql(where, center, miles, exclude)
 *                                                     active ones of other groups within a radius,
 *                                                     as an SQL array for a search's own statement
 *   groupDealershipIdsSql(groupParam)                 a group's (the uuid parameter's) dealerships,
 *                                                     as an SQL array for another read model's statement
 *   dealershipPlaces(db, ids)                         name, city, state and coordinates by id
 *   activeDealershipIds(db, ids)                      those of `ids` still active
 */
import { country, UsState } from '@dtn/contracts';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox, type LatLon } from '@dtn/platform/geo/distance';
import { haversineMilesSql } from '../../sql/distance';
import { asNumber, selectInto } from '../../sql/select';
import { uuidsOf } from '../../sql/text';
import type { Where } from '../../sql/where';

/** Each field of Dealership from its rm_dealerships column. */
const DEALERSHIP_FIELDS = selectInto<Dealership>({
  id: 'id',
  name: 'name',
  dealerVaultId: 'dealer_vault_id',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  // Every dealership is in the one country the network serves.
  country: `'${country}'`,
  active: 'active',
  dealerGroupId: 'dealer_group_id',
  holdingCostPerDay: asNumber('holding_cost_per_day'),
  agingThresholds: 'aging_thresholds',
});

/** Commands validate the state code; a row without one is not a dealership we can show. The
 * column is text, so the check stays here, after the read. */
const hasUsState = (dealership: { state: string }): boolean => UsState.safeParse(dealership.state).success;

export async function dealershipById(db: SqlClient, id: string): Promise<Dealership | null> {
  const { rows } = await db.query<Dealership>(`SELECT ${DEALERSHIP_FIELDS} FROM rm_dealerships WHERE id = $1::uuid`, [id]);
  const dealership = rows[0];
  return dealership && hasUsState(dealership) ? dealership : null;
}

/** Every dealership of the groups, inactive (deleted) ones included: administration lists them. */
export async function dealershipsOfGroups(db: SqlClient, groupIds: readonly string[]): Promise<Dealership[]> {
  const { rows } = await db.query<Dealership>(
    `SELECT ${DEALERSHIP_FIELDS} FROM rm_dealerships WHERE dealer_group_id = ANY($1::uuid[]) ORDER BY lower(name), id`,
    [groupIds],
  );
  return rows.filter(hasUsState);
}

export async function dealershipsByIds(db: SqlClient, ids: readonly string[], descending: boolean): Promise<Dealership[]> {
  const { rows } = await db.query<Dealership>(
    `SELECT ${DEALERSHIP_FIELDS} FROM rm_dealerships WHERE id = ANY($1::uuid[]) ORDER BY lower(name) ${descending ? 'DESC' : 'ASC'}, id`,
    [uuidsOf(ids)],
  );
  return rows.filter(hasUsState);
}

export interface DealershipAddress {
  id: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Each field of DealershipAddress from its rm_dealerships column. */
const ADDRESS_FIELDS = selectInto<DealershipAddress>({
  id: 'id',
  name: 'name',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
});

/** The active dealerships of a group (null: of every group) by name: the inventory rollup's rows. */
export async function activeDealershipsOf(db: SqlClient, scope: { dealerGroupId: string | null }): Promise<DealershipAddress[]> {
  const { rows } = await db.query<DealershipAddress>(
    `SELECT ${ADDRESS_FIELDS} FROM rm_dealerships
      WHERE active AND ($1::uuid IS NULL OR dealer_group_id = $1::uuid)
      ORDER BY name, id`,
    [scope.dealerGroupId],
  );
  return rows;
}

export async function dealerGroupOfDealership(db: SqlClient, id: string): Promise<string | null> {
  const { rows } = await db.query<{ dealer_group_id: string }>('SELECT dealer_group_id FROM rm_dealerships WHERE id = $1::uuid', [id]);
  return rows[0]?.dealer_group_id ?? null;
}

export async function dealershipLocation(db: SqlClient, id: string): Promise<(LatLon & { state: string }) | null> {
  const { rows } = await db.query<LatLon & { state: string }>('SELECT latitude, longitude, state FROM rm_dealerships WHERE id = $1', [id]);
  return rows[0] ?? null;
}

type DealershipLocation = LatLon & { dealerGroupId: string };

/** Each field of a DealershipLocation, keyed by its id, from its rm_dealerships column. */
const LOCATION_FIELDS = selectInto<DealershipLocation & { id: string }>({
  id: 'id::text',
  latitude: 'latitude',
  longitude: 'longitude',
  dealerGroupId: 'dealer_group_id::text',
});

export async function dealershipLocations(db: SqlClient, ids: Iterable<string>): Promise<Map<string, DealershipLocation>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<DealershipLocation & { id: string }>(
    `SELECT ${LOCATION_FIELDS} FROM rm_dealerships WHERE id = ANY($1::uuid[])`,
    [wanted],
  );
  return new Map(rows.map(({ id, ...location }) => [id, location]));
}

/**
 * Ids of the active dealerships of OTHER dealer groups within `miles` of `center`, as an SQL
 * array expression whose values go into `where` (Where.param): the caller's statement filters
 * its vehicles on `dealership_id = ANY(<this>)`. There are a few thousand dealerships at most
 * against hundreds of thousands of vehicles, so PostgreSQL resolves the radius once (an InitPlan:
 * bounding box on the location index, then the exact distance) and the vehicles are found by the
 * dealership index, in the search's one statement instead of a statement of its own before it.
 */
export function nearbyDealershipIdsSql(where: Where, center: LatLon, miles: number, excludeDealerGroupId: string | null): string {
  const box = boundingBox(center, miles);
  const p = (value: unknown) => where.param(value);
  const distance = haversineMilesSql('latitude', 'longitude', p(center.latitude), p(center.longitude));
  return `ARRAY(SELECT id FROM rm_dealerships
     WHERE active
       AND latitude BETWEEN ${p(box.minLatitude)} AND ${p(box.maxLatitude)}
       AND longitude BETWEEN ${p(box.minLongitude)} AND ${p(box.maxLongitude)}
       AND dealer_group_id IS DISTINCT FROM ${p(excludeDealerGroupId)}::uuid
       AND ${distance} <= ${p(miles)})`;
}

/** The dealerships of the dealer group in the uuid parameter `groupParam` (none when it is
 * null), inactive ones too, as an SQL array. */
export const groupDealershipIdsSql = (groupParam: string): string =>
  `ARRAY(SELECT id FROM rm_dealerships WHERE dealer_group_id = ${groupParam}::uuid)`;

export interface DealershipPlace extends LatLon {
  name: string;
  city: string;
  state: string;
}

/** What the inventory read model copies onto each vehicle of a dealership. */
export async function dealershipPlaces(db: SqlClient, ids: Iterable<string>): Promise<Map<string, DealershipPlace>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<DealershipPlace & { id: string }>(
    'SELECT id::text, name, city, state, latitude, longitude FROM rm_dealerships WHERE id = ANY($1::uuid[])',
    [wanted],
  );
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

export async function activeDealershipIds(db: SqlClient, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>('SELECT id::text FROM rm_dealerships WHERE active AND id = ANY($1::uuid[])', [wanted]);
  return new Set(rows.map((r) => r.id));
}
