import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';
import { dealershipsByIds } from '@dtn/projections/read-models/dealerships/queries';
import { dealershipIdsOfUser, userById } from '@dtn/projections/read-models/users/queries';
import { withGroupNames } from '../shared/users';

/** The user with the group names the side navigation shows; null when unknown. */
export async function userView(db: SqlClient, id: string): Promise<User | null> {
  const user = await userById(db, id);
  return user ? ((await withGroupNames(db, [user]))[0] ?? null) : null;
}

/** The dealerships assigned to a user, by name. */
export async function dealershipsOfUser(db: SqlClient, userId: string, descending: boolean): Promise<Dealership[]> {
  return dealershipsByIds(db, await dealershipIdsOfUser(db, userId), descending);
}
