/** Test helpers: users rows written directly, as the users projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { Role } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

export interface UserFixture {
  id?: string;
  email?: string;
  role: Role;
  buyAuthority?: boolean;
  sellAuthority?: boolean;
  dealerGroupId: string | null;
  dealershipIds?: string[];
  firstName?: string;
  phoneNumber?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
}

export interface InsertedUser {
  id: string;
  userId: string;
  email: string;
}

export async function insertUser(db: SqlClient, u: UserFixture): Promise<InsertedUser> {
  const id = u.id ?? randomUUID();
  const userId = `sub-${id}`;
  const email = u.email ?? `${id}@example.test`;
  await db.query(
    `INSERT INTO rm_users (id, user_id, email, first_name, last_name, title, role, buy_authority, sell_authority,
       dealer_group_id, dealership_ids, postal_code, latitude, longitude, phone_number)
     VALUES ($1, $2, $3, $4, 'Doe', 'Manager', $5, $6, $7, $8, $9, $13, $10, $11, $12)`,
    [
      id,
      userId,
      email,
      u.firstName ?? 'Pat',
      u.role,
      u.buyAuthority ?? false,
      u.sellAuthority ?? false,
      u.dealerGroupId,
      u.dealershipIds ?? [],
      u.latitude ?? 0,
      u.longitude ?? 0,
      u.phoneNumber ?? '',
      u.postalCode ?? '62701',
    ],
  );
  return { id, userId, email };
}

/** Renames a user in place (tests that tell people apart by first name). */
export async function renameUser(db: SqlClient, id: string, firstName: string, phoneNumber?: string): Promise<void> {
  await db.query('UPDATE rm_users SET first_name = $2, phone_number = coalesce($3, phone_number) WHERE id = $1', [
    id,
    firstName,
    phoneNumber ?? null,
  ]);
}

/** The user signed in as `userId` (the token's subject), as stored. */
export async function userRowBySubject(db: SqlClient, userId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query('SELECT * FROM rm_users WHERE user_id = $1', [userId]);
  return rows[0];
}

/** Empties the read model, as a replay does first. */
export async function truncateUsers(db: SqlClient): Promise<void> {
  await db.query('TRUNCATE rm_users');
}

/** Sets a user's role and authorities in place, as the projector applies UserRoleChanged. */
export async function setUserRights(
  db: SqlClient,
  id: string,
  rights: { role: Role; buyAuthority: boolean; sellAuthority: boolean },
): Promise<void> {
  await db.query('UPDATE rm_users SET role = $2, buy_authority = $3, sell_authority = $4 WHERE id = $1', [
    id,
    rights.role,
    rights.buyAuthority,
    rights.sellAuthority,
  ]);
}

/** Removes one user: no token finds them any more. */
export async function deleteUser(db: SqlClient, id: string): Promise<void> {
  await db.query('DELETE FROM rm_users WHERE id = $1', [id]);
}

/** The notification types a user gets no email for, as NotificationEmailsChosen leaves them. */
export async function setNotificationEmailsOff(db: SqlClient, id: string, off: readonly string[]): Promise<void> {
  await db.query('UPDATE rm_users SET notification_emails_off = $2::text[] WHERE id = $1', [id, off]);
}
