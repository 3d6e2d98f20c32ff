/**
 * Reads of the users read model (rm_users).
 *
 *   userById(db, id)                     a user with role and authorities; null if unknown
 *   notificationEmailsOffOf(db, id)      the notification types the user gets no email for
 *   usersPage(db, query)                 one dealer group's users by name, paged, searchable
 *   people(db, ids)                      names, titles, pictures and contact details by id
 *   dealershipIdsOfUser(db, userId)      the dealerships assigned to a user
 *   userWithEmailExists(db, email)       is the (lower-cased) email a user's already?
 *   userOfToken(db, {sub, email?})       the user a verified token speaks for (sign-in); null if none
 *   usersById(db, ids)                   those users as signed in now, in one statement
 *   usersToSignInAs(db)                  every user, by email (the dev sign-in list)
 *   userByEmail(db, email)               ignoring case; null if none
 */
import { NotificationType, Role } from '@dtn/contracts';
import type { DemoUser, DirectoryUser } from '@dtn/platform/auth/user-directory';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { selectInto } from '../../sql/select';
import { countOf, likePattern, uuidsOf } from '../../sql/text';

export interface UserRecord {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  imageUrl: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroupId: string | null;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** Each field of UserRecord from its rm_users column. */
const USER_FIELDS = selectInto<UserRecord>({
  id: 'id',
  userId: 'user_id',
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  email: 'email',
  imageUrl: 'image_url',
  role: 'role',
  buyAuthority: 'buy_authority',
  sellAuthority: 'sell_authority',
  dealerGroupId: 'dealer_group_id',
  postalCode: 'postal_code',
  latitude: 'latitude',
  longitude: 'longitude',
});

/** A role this build does not know: no user to show, and it grants nothing (refusing is safer
 * than guessing). The column is text, so the check stays here, after the read. */
const knowsRole = (user: { role: string }): boolean => Role.safeParse(user.role).success;

export async function userById(db: SqlClient, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${USER_FIELDS} FROM rm_users WHERE id = $1::uuid`, [id]);
  const user = rows[0];
  return user && knowsRole(user) ? user : null;
}

/** The user's own choice, read apart from userById: nobody else's reads carry it. */
export async function notificationEmailsOffOf(db: SqlClient, id: string): Promise<NotificationType[]> {
  const { rows } = await db.query<{ off: string[] }>('SELECT notification_emails_off AS off FROM rm_users WHERE id = $1::uuid', [id]);
  // A type this build no longer knows is no choice to show.
  return (rows[0]?.off ?? []).flatMap((type) => {
    const known = NotificationType.safeParse(type);
    return known.success ? [known.data] : [];
  });
}

/** Users of one dealer group by last and first name; `dealershipIds` keeps those assigned to any
 * of them; `search` matches the full name, email or title. The total counts every match. */
export async function usersPage(
  db: SqlClient,
  query: { dealerGroupId: string; dealershipIds: string[]; search: string; page: number; pageSize: number },
): Promise<{ totalCount: number; users: UserRecord[] }> {
  const where = new Where().add('dealer_group_id = ?::uuid', query.dealerGroupId);
  if (query.dealershipIds.length > 0) where.add('dealership_ids && ?::uuid[]', query.dealershipIds);
  if (query.search !== '') {
    const like = likePattern(query.search);
    where.add(`first_name || ' ' || last_name ILIKE ? OR email ILIKE ? OR title ILIKE ?`, like, like, like);
  }
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_users WHERE ${where.sql()}`, where.params);
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_FIELDS} FROM rm_users WHERE ${where.sql()}
      ORDER BY lower(last_name), lower(first_name), id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    where.params,
  );
  return { totalCount: countOf(total.rows), users: rows.filter(knowsRole) };
}

/** What others see of a person: on offers, conversations, posts and comments. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  title: string;
  imageUrl: string;
  email: string;
  phoneNumber: string;
}

/** Each field of Person from its rm_users column. */
const PERSON_FIELDS = selectInto<Person>({
  id: 'id::text',
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  imageUrl: 'image_url',
  email: 'email',
  phoneNumber: 'phone_number',
});

/** The people of `ids` that exist; ids that are no uuid (a text column, event metadata) find nobody. */
export async function people(db: SqlClient, ids: Iterable<string>): Promise<Map<string, Person>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<Person>(`SELECT ${PERSON_FIELDS} FROM rm_users WHERE id = ANY($1::uuid[])`, [wanted]);
  return new Map(rows.map((person) => [person.id, person]));
}

/** Empty for an unknown user. */
export async function dealershipIdsOfUser(db: SqlClient, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ dealership_ids: string[] }>('SELECT dealership_ids FROM rm_users WHERE id = $1::uuid', [userId]);
  return rows[0]?.dealership_ids ?? [];
}

/** `email` normalised (lower case) by the caller, as the invitation commands do. */
export async function userWithEmailExists(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rm_users WHERE lower(email) = $1 LIMIT 1', [email]);
  return rows.length > 0;
}

/** Each field of DirectoryUser (the signed-in user) from its rm_users column. */
const SIGNED_IN_FIELDS = selectInto<DirectoryUser>({
  id: 'id',
  userId: 'user_id',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  buyAuthority: 'buy_authority',
  sellAuthority: 'sell_authority',
  dealerGroupId: 'dealer_group_id',
  dealershipIds: 'dealership_ids',
  postalCode: 'postal_code',
  latitude: 'latitude',
  longitude: 'longitude',
});

// The subject match sorts first, so an email that belongs to another account never wins.
const USER_OF_TOKEN = `
SELECT ${SIGNED_IN_FIELDS}
  FROM rm_users
 WHERE user_id = $1 OR ($2::text IS NOT NULL AND lower(email) = lower($2::text))
 ORDER BY (user_id = $1) DESC
 LIMIT 1`;

/** By user id = the token's subject, else by its email ignoring case. A role this build does
 * not know grants nothing: null, as refusing is safer than guessing. */
export async function userOfToken(db: SqlClient, claims: { sub: string; email?: string }): Promise<DirectoryUser | null> {
  const { rows } = await db.query<DirectoryUser>(USER_OF_TOKEN, [claims.sub, claims.email ?? null]);
  const user = rows[0];
  return user && knowsRole(user) ? user : null;
}

/** The users of these ids as they are now, in one statement (the push hub's open streams after
 * a change); an unknown id, or a role this build does not know, is left out. */
export async function usersById(db: SqlClient, ids: readonly string[]): Promise<DirectoryUser[]> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<DirectoryUser>(`SELECT ${SIGNED_IN_FIELDS} FROM rm_users WHERE id = ANY($1::uuid[])`, [wanted]);
  return rows.filter(knowsRole);
}

export type UserToSignInAs = Omit<DemoUser, 'dealerGroup'> & { dealerGroupId: string | null };

/** Each field of UserToSignInAs from its rm_users column. */
const SIGN_IN_AS_FIELDS = selectInto<UserToSignInAs>({
  userId: 'user_id',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  buyAuthority: 'buy_authority',
  sellAuthority: 'sell_authority',
  dealerGroupId: 'dealer_group_id',
});

/** Every user by email, a role this build does not know left out. */
export async function usersToSignInAs(db: SqlClient): Promise<UserToSignInAs[]> {
  const { rows } = await db.query<UserToSignInAs>(`SELECT ${SIGN_IN_AS_FIELDS} FROM rm_users ORDER BY email`);
  return rows.filter(knowsRole);
}

type UserOfEmail = Pick<UserToSignInAs, 'userId' | 'email' | 'firstName' | 'lastName'>;
const USER_OF_EMAIL_FIELDS = selectInto<UserOfEmail>({ userId: 'user_id', email: 'email', firstName: 'first_name', lastName: 'last_name' });

export async function userByEmail(db: SqlClient, email: string): Promise<UserOfEmail | null> {
  const { rows } = await db.query<UserOfEmail>(`SELECT ${USER_OF_EMAIL_FIELDS} FROM rm_users WHERE lower(email) = lower($1)`, [email]);
  return rows[0] ?? null;
}
