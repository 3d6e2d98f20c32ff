import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';
import { groupNames } from '@dtn/projections/read-models/dealer-groups/queries';
import type { UserRecord } from '@dtn/projections/read-models/users/queries';

/** Users as the contract shows them: with their dealer group's names (the side navigation's),
 * null for a user outside any group or whose group is not in its read model yet. */
export async function withGroupNames(db: SqlClient, users: readonly UserRecord[]): Promise<User[]> {
  const names = await groupNames(
    db,
    users.flatMap((u) => (u.dealerGroupId ? [u.dealerGroupId] : [])),
  );
  return users.map((user) => ({ ...user, dealerGroup: (user.dealerGroupId && names.get(user.dealerGroupId)) || null }));
}
