import { Role, UsState } from '@dtn/contracts';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';

interface UserRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  title: string;
  email: string;
  image_url: string;
  role: string;
  buy_authority: boolean;
  sell_authority: boolean;
  dealer_group_id: string | null;
  organization_name: string | null;
  short_name: string | null;
  postal_code: string;
  latitude: number;
  longitude: number;
}

/** The user with the group names the side navigation shows; null when unknown. */
export async function userById(db: SqlClient, id: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.user_id, u.first_name, u.last_name, u.title, u.email, u.image_url, u.role,
            u.buy_authority, u.sell_authority, u.dealer_group_id, g.organization_name, g.short_name,
            u.postal_code, u.latitude, u.longitude
       FROM rm_users u LEFT JOIN rm_dealer_groups g ON g.id = u.dealer_group_id
      WHERE u.id = $1::uuid`,
    [id],
  );
  const row = rows[0];
  const role = Role.safeParse(row?.role);
  if (!row || !role.success) return null;
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    email: row.email,
    imageUrl: row.image_url,
    role: role.data,
    buyAuthority: row.buy_authority,
    sellAuthority: row.sell_authority,
    dealerGroupId: row.dealer_group_id,
    dealerGroup:
      row.organization_name === null || row.short_name === null
        ? null
        : { organizationName: row.organization_name, shortName: row.short_name },
    postalCode: row.postal_code,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

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
}

const dealershipColumns = `id, name, dealer_vault_id, address1, address2, city, state, postal_code, active, dealer_group_id`;

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
  };
}

const present = <T>(value: T | null): value is T => value !== null;

export async function dealershipById(db: SqlClient, id: string): Promise<Dealership | null> {
  const { rows } = await db.query<DealershipRow>(`SELECT ${dealershipColumns} FROM rm_dealerships WHERE id = $1::uuid`, [id]);
  return rows[0] ? toDealership(rows[0]) : null;
}

/** Every dealership of the group, inactive ones included (administration lists them). */
export async function dealershipsOfGroup(db: SqlClient, dealerGroupId: string): Promise<Dealership[]> {
  const { rows } = await db.query<DealershipRow>(
    `SELECT ${dealershipColumns} FROM rm_dealerships WHERE dealer_group_id = $1::uuid ORDER BY lower(name), id`,
    [dealerGroupId],
  );
  return rows.map(toDealership).filter(present);
}

export async function dealerGroupExists(db: SqlClient, dealerGroupId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rm_dealer_groups WHERE id = $1::uuid', [dealerGroupId]);
  return rows.length > 0;
}

/** The dealerships assigned to a user (rm_users.dealership_ids), by name. */
export async function dealershipsOfUser(db: SqlClient, userId: string, descending: boolean): Promise<Dealership[]> {
  const direction = descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<DealershipRow>(
    `SELECT ${dealershipColumns.split(', ').map((c) => `d.${c}`).join(', ')}
       FROM rm_users u JOIN rm_dealerships d ON d.id = ANY(u.dealership_ids)
      WHERE u.id = $1::uuid
      ORDER BY lower(d.name) ${direction}, d.id`,
    [userId],
  );
  return rows.map(toDealership).filter(present);
}
