/**
 * Resolves a verified token to the user it speaks for, from the users read model (rm_users).
 *
 *   createUserResolver(db): UserResolver   by user_id = sub, else by email (case-insensitive);
 *                                          null when neither matches (the caller answers 403)
 *
 * Nothing is cached: a role or authority change takes effect on the user's next request.
 */
import { permissionsFor, Role } from '@dtn/contracts';
import type { SqlClient } from '../db/database';
import type { AuthUser, UserResolver } from './auth-user';

interface UserRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  buy_authority: boolean;
  sell_authority: boolean;
  dealer_group_id: string | null;
  dealership_ids: string[] | null;
  postal_code: string;
  latitude: number;
  longitude: number;
}

// The subject match sorts first, so an email that belongs to another account never wins.
const FIND_USER = `
SELECT id, user_id, email, first_name, last_name, role, buy_authority, sell_authority,
       dealer_group_id, dealership_ids, postal_code, latitude, longitude
  FROM rm_users
 WHERE user_id = $1 OR ($2::text IS NOT NULL AND lower(email) = lower($2::text))
 ORDER BY (user_id = $1) DESC
 LIMIT 1`;

export function createUserResolver(db: SqlClient): UserResolver {
  return async ({ sub, email }) => {
    const { rows } = await db.query<UserRow>(FIND_USER, [sub, email ?? null]);
    const row = rows[0];
    if (!row) return null;
    return toAuthUser(row);
  };
}

function toAuthUser(row: UserRow): AuthUser | null {
  const role = Role.safeParse(row.role);
  // A role this build does not know grants nothing; refusing is safer than guessing.
  if (!role.success) return null;
  const subject = { role: role.data, buyAuthority: row.buy_authority, sellAuthority: row.sell_authority };
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    ...subject,
    dealerGroupId: row.dealer_group_id,
    dealershipIds: row.dealership_ids ?? [],
    postalCode: row.postal_code,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    permissions: permissionsFor(subject),
  };
}
