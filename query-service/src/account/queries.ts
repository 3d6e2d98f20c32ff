import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';
import { dealershipsByIds } from '@dtn/projections/read-models/dealerships/queries';
import { dealershipIdsOfUser, notificationEmailsOffOf, userById } from '@dtn/projections/read-models/users/queries';
import { withGroupNames } from '../shared/users';

/** The signed-in user with the group names the side navigation shows and their own choice of
 * emails; null when unknown. */
export async function userView(db: SqlClient, id: string): Promise<User | null> {
  const user = await userById(db, id);
  if (!user) return null;
  const [named] = await withGroupNames(db, [user]);
  return named ? { ...named, notificationEmailsOff: await notificationEmailsOffOf(db, id) } : null;
}

/** The dealerships assigned to a user, by name. */
export async function dealershipsOfUser(db: SqlClient, userId: string, descending: boolean): Promise<Dealership[]> {
  return dealershipsByIds(db, await dealershipIdsOfUser(db, userId), descending);
}
