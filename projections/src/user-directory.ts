/**
 * The user directory platform's authentication asks (platform/src/auth/user-directory), over the
 * users read model, with the dealer groups' names and the invites for the dev sign-in.
 *
 *   userDirectory(db): UserDirectory   the composition roots pass it as `auth.users`; given a
 *                                      Database it can watch the users read model (LISTEN on
 *                                      the channel its trigger NOTIFYs on every change)
 */
import type { DemoUser, UserDirectory } from '@dtn/platform/auth/user-directory';
import type { Database, SqlClient } from '@dtn/platform/db/database';
import { groupNames } from './read-models/dealer-groups/queries';
import { pendingInviteEmail } from './read-models/invites/queries';
import { userByEmail, userOfToken, usersById, usersToSignInAs } from './read-models/users/queries';
import { usersChangedChannel } from './read-models/users/table';

export function userDirectory(db: SqlClient | Database): UserDirectory {
  return {
    userOfToken: (claims) => userOfToken(db, claims),
    usersById: (ids) => usersById(db, ids),
    demoUsers: () => demoUsers(db),
    demoUserByEmail: (email) => userByEmail(db, email),
    pendingInviteEmail: (email) => pendingInviteEmail(db, email),
    ...('listen' in db
      ? {
          watch: ({ onChange, onLost, onBack }) =>
            db.listen(usersChangedChannel, { onNotify: onChange, onDisconnect: onLost, onReconnect: onBack }),
        }
      : {}),
  };
}

/** By dealer group name (no group, or one not in the read model, first), then email. */
async function demoUsers(db: SqlClient): Promise<DemoUser[]> {
  const users = await usersToSignInAs(db);
  const groups = await groupNames(
    db,
    users.flatMap((user) => (user.dealerGroupId ? [user.dealerGroupId] : [])),
  );
  // groupNames answers in name order; groups of one name share a rank, so their users mix by email.
  const names = [...groups.values()].map((group) => group.organizationName);
  const ranked = users.map(({ dealerGroupId, ...user }) => {
    const group = dealerGroupId === null ? undefined : groups.get(dealerGroupId);
    return {
      rank: group ? names.indexOf(group.organizationName) : -1,
      user: { ...user, dealerGroup: group && dealerGroupId ? { id: dealerGroupId, ...group } : null },
    };
  });
  return ranked.sort((a, b) => a.rank - b.rank).map(({ user }) => user);
}
