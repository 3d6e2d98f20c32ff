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
import { UsState } from '@dtn/contracts';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { SqlClient } from '@dtn/platform/db/database';
import { boundingBox, type LatLon } from '@dtn/platform/geo/distance';
import { haversineMilesSql } from '../../sql/distance';
import { uuidsOf } from '../../sql/text';
import type { Where } from '../../sql/where';

interface DealershipRow {
  id: string;
  name: string;
  dealer_vault_id: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  active: boolean;
  dealer_group_id: string;
  /** numeric(8,2): pg answers it as text. */
  holding_cost_per_day: string;
  aging_thresholds: number[];
}

const dealershipColumns =
  'id, name, dealer_vault_id, address1, address2, city, state, postal_code, active, dealer_group_id, holding_cost_per_day, aging_thresholds';

function toDealership(row: DealershipRow): Dealership | null {
  const state = UsState.safeParse(row.state);
  // Commands validate the state code; a row without one is not a dealership we can show.
  if (!state.success) return null;
  return {
    id: row.id,
    name: row.name,
    dealerVaultId: row.dealer_vault_id,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: state.data,
    postalCode: row.postal_code,
    country: 'US',
    active: row.active,
    dealerGroupId: row.dealer_group_id,
    holdingCostPerDay: Number(row.holding_cost_per_day),
    agingThresholds: row.aging_thresholds,
  };
}
const shown = (rows: DealershipRow[]) => rows.map(toDealership).filter((d): d is Dealership => d !== null);

export async function dealershipById(db: SqlClient, id: string): Promise<Dealership | null> {
  const { rows } = await db.query<DealershipRow>(`SELECT ${dealershipColumns} FROM rm_dealerships WHERE id = $1::uuid`, [id]);
  return rows[0] ? toDealership(rows[0]) : null;
}

/** Every dealership of the groups, inactive (deleted) ones included: administration lists them. */
export async function dealershipsOfGroups(db: SqlClient, groupIds: readonly string[]): Promise<Dealership[]> {
  const { rows } = await db.query<DealershipRow>(
    `SELECT ${dealershipColumns} FROM rm_dealerships WHERE dealer_group_id = ANY($1::uuid[]) ORDER BY lower(name), id`,
    [groupIds],
  );
  return shown(rows);
}

export async function dealershipsByIds(db: SqlClient, ids: readonly string[], descending: boolean): Promise<Dealership[]> {
  const { rows } = await db.query<DealershipRow>(
    `SELECT ${dealershipColumns} FROM rm_dealerships WHERE id = ANY($1::uuid[]) ORDER BY lower(name) ${descending ? 'DESC' : 'ASC'}, id`,
    [uuidsOf(ids)],
  );
  return shown(rows);
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

/** The active dealerships of a group (null: of every group) by name: the inventory rollup's rows. */
export async function activeDealershipsOf(db: SqlClient, scope: { dealerGroupId: string | null }): Promise<DealershipAddress[]> {
  const { rows } = await db.query<DealershipRow>(
    `SELECT ${dealershipColumns} FROM rm_dealerships
      WHERE active AND ($1::uuid IS NULL OR dealer_group_id = $1::uuid)
      ORDER BY name, id`,
    [scope.dealerGroupId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    postalCode: r.postal_code,
  }));
}

export async function dealerGroupOfDealership(db: SqlClient, id: string): Promise<string | null> {
  const { rows } = await db.query<{ dealer_group_id: string }>('SELECT dealer_group_id FROM rm_dealerships WHERE id = $1::uuid', [id]);
  return rows[0]?.dealer_group_id ?? null;
}

export async function dealershipLocation(db: SqlClient, id: string): Promise<(LatLon & { state: string }) | null> {
  const { rows } = await db.query<LatLon & { state: string }>('SELECT latitude, longitude, state FROM rm_dealerships WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function dealershipLocations(db: SqlClient, ids: Iterable<string>): Promise<Map<string, LatLon & { dealerGroupId: string }>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<LatLon & { id: string; dealer_group_id: string }>(
    'SELECT id::text, latitude, longitude, dealer_group_id::text FROM rm_dealerships WHERE id = ANY($1::uuid[])',
    [wanted],
  );
  return new Map(rows.map(({ id, latitude, longitude, dealer_group_id }) => [id, { latitude, longitude, dealerGroupId: dealer_group_id }]));
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
