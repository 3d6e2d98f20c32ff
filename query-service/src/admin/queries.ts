import { Role, UsState, pageCountOf, type Paged } from '@dtn/contracts';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../shared/where';

/** Dealer-group and user administration reads (spec section 7). Tenancy is the routes' job. */

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface GroupRow {
  id: string; organization_name: string; slug: string; short_name: string; dealer_vault_vendor_id: string;
  active: boolean; image_url: string;
}
interface DealershipRow {
  id: string; name: string; dealer_vault_id: string; address1: string; address2: string; city: string; state: string;
  postal_code: string; active: boolean; dealer_group_id: string;
}

function toDealership(row: DealershipRow): Dealership[] {
  const state = UsState.safeParse(row.state);
  // Commands validate the state code; a row without one is not a dealership we can show.
  if (!state.success) return [];
  return [{
    id: row.id, name: row.name, dealerVaultId: row.dealer_vault_id, address1: row.address1, address2: row.address2,
    city: row.city, state: state.data, postalCode: row.postal_code, country: 'US', active: row.active,
    dealerGroupId: row.dealer_group_id,
  }];
}

/** The dealer groups with their dealerships (inactive and deleted ones included, marked inactive). */
async function withDealerships(db: SqlClient, groups: GroupRow[]): Promise<DealerGroup[]> {
  const { rows } = await db.query<DealershipRow>(
    `SELECT id, name, dealer_vault_id, address1, address2, city, state, postal_code, active, dealer_group_id
       FROM rm_dealerships WHERE dealer_group_id = ANY($1::uuid[]) ORDER BY lower(name), id`,
    [groups.map((g) => g.id)],
  );
  return groups.map((g) => ({
    id: g.id, organizationName: g.organization_name, slug: g.slug, shortName: g.short_name,
    dealerVaultVendorId: g.dealer_vault_vendor_id, active: g.active, imageUrl: g.image_url,
    dealerships: rows.filter((d) => d.dealer_group_id === g.id).flatMap(toDealership),
  }));
}

const groupColumns = 'id, organization_name, slug, short_name, dealer_vault_vendor_id, active, image_url';

export async function listDealerGroups(
  db: SqlClient,
  query: { page: number; pageSize: number; search: string },
): Promise<Paged<DealerGroup>> {
  const where = new Where();
  if (query.search !== '') {
    const like = likePattern(query.search);
    where.add('organization_name ILIKE ? OR short_name ILIKE ? OR slug ILIKE ?', like, like, like);
  }
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_dealer_groups WHERE ${where.sql()}`, where.params);
  const totalCount = Number(total.rows[0]?.count ?? 0);
  const { rows } = await db.query<GroupRow>(
    `SELECT ${groupColumns} FROM rm_dealer_groups WHERE ${where.sql()}
      ORDER BY lower(organization_name), id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    where.params,
  );
  return { page: query.page, pageCount: pageCountOf(totalCount, query.pageSize), totalCount, results: await withDealerships(db, rows) };
}

export async function dealerGroupById(db: SqlClient, id: string): Promise<DealerGroup | null> {
  const { rows } = await db.query<GroupRow>(`SELECT ${groupColumns} FROM rm_dealer_groups WHERE id = $1::uuid`, [id]);
  return rows.length === 0 ? null : ((await withDealerships(db, rows))[0] ?? null);
}

interface UserRow {
  id: string; user_id: string; first_name: string; last_name: string; title: string; email: string; image_url: string;
  role: string; buy_authority: boolean; sell_authority: boolean; dealer_group_id: string | null;
  organization_name: string | null; short_name: string | null; postal_code: string; latitude: number; longitude: number;
}

function toUser(row: UserRow): User[] {
  const role = Role.safeParse(row.role);
  if (!role.success) return [];
  return [{
    id: row.id, userId: row.user_id, firstName: row.first_name, lastName: row.last_name, title: row.title,
    email: row.email, imageUrl: row.image_url, role: role.data, buyAuthority: row.buy_authority,
    sellAuthority: row.sell_authority, dealerGroupId: row.dealer_group_id,
    dealerGroup: row.organization_name === null || row.short_name === null
      ? null : { organizationName: row.organization_name, shortName: row.short_name },
    postalCode: row.postal_code, latitude: Number(row.latitude), longitude: Number(row.longitude),
  }];
}

/** Users of one dealer group by last and first name; `dealershipIds` keeps those assigned to any of them. */
export async function listUsers(
  db: SqlClient,
  query: { dealerGroupId: string; dealershipIds: string[]; search: string; page: number; pageSize: number },
): Promise<Paged<User>> {
  const where = new Where().add('u.dealer_group_id = ?::uuid', query.dealerGroupId);
  if (query.dealershipIds.length > 0) where.add('u.dealership_ids && ?::uuid[]', query.dealershipIds);
  if (query.search !== '') {
    const like = likePattern(query.search);
    where.add(`u.first_name || ' ' || u.last_name ILIKE ? OR u.email ILIKE ? OR u.title ILIKE ?`, like, like, like);
  }
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_users u WHERE ${where.sql()}`, where.params);
  const totalCount = Number(total.rows[0]?.count ?? 0);
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.user_id, u.first_name, u.last_name, u.title, u.email, u.image_url, u.role, u.buy_authority,
            u.sell_authority, u.dealer_group_id, g.organization_name, g.short_name, u.postal_code, u.latitude, u.longitude
       FROM rm_users u LEFT JOIN rm_dealer_groups g ON g.id = u.dealer_group_id
      WHERE ${where.sql()}
      ORDER BY lower(u.last_name), lower(u.first_name), u.id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    where.params,
  );
  return { page: query.page, pageCount: pageCountOf(totalCount, query.pageSize), totalCount, results: rows.flatMap(toUser) };
}
