/**
 * Resolves a verified token to the user it speaks for, from the user directory (the users read
 * model, passed in).
 *
 *   createUserResolver(users, {maxEntries?, maxAgeMs?, now?})
 *     .resolve(claims)   by user id = sub, else by email (case-insensitive); null when neither
 *                        matches (the caller answers 403)
 *     .start()           watch the directory for changes (when it can: users.watch); from then on
 *                        found users are kept in memory, one read model lookup per user instead
 *                        of one per request
 *     .stop()
 *     .current(users)    users already found, as they are now (by id, in one read where it can)
 *     .generation, .listening   when kept users were last dropped, and whether changes are told:
 *                        for a holder of users of its own (the push hub's open streams)
 *
 * A role or authority change still takes effect on the user's next request: every change to the
 * users read model drops every kept user when its transaction commits (users.watch: a NOTIFY from
 * the table itself), and while the watch is not listening (not started, its connection broken
 * and not yet back) nothing is kept. A user is also looked up again after maxAgeMs, a net under
 * the watch. A lookup that began before a change is answered but not kept. Nobody (null) is never
 * kept: a user who has just registered is found on their next request.
 */
import { permissionsFor } from '@dtn/contracts';
import type { AuthUser, UserResolver } from './auth-user';
import { createBoundedCache, type BoundedCacheOptions } from './bounded-cache';
import type { DirectoryUser, UserDirectory } from './user-directory';

/** How many users are kept and for how long (bounded-cache.ts; defaults 10,000 and a minute). */
export type UserResolverOptions = BoundedCacheOptions;

export function createUserResolver(users: UserDirectory, options: UserResolverOptions = {}) {
  const kept = createBoundedCache<AuthUser>(options);
  let listening = false;
  let generation = 0;
  let watching: { close(): Promise<void> } | undefined;
  const dropAll = () => {
    kept.clear();
    generation += 1;
  };

  const resolve: UserResolver = async (claims) => {
    const key = `${claims.sub}\n${claims.email ?? ''}`;
    const known = listening ? kept.get(key) : undefined;
    if (known) return known;
    const lookedUpIn = generation;
    const found = await users.userOfToken(claims);
    const user = found ? toAuthUser(found) : null;
    if (user && listening && lookedUpIn === generation) kept.set(key, user);
    return user;
  };

  return {
    resolve,
    async start(): Promise<void> {
      if (!users.watch || watching) return;
      watching = await users.watch({
        onChange: dropAll,
        onLost: () => {
          listening = false;
          dropAll();
        },
        onBack: () => {
          dropAll();
          listening = true;
        },
      });
      dropAll();
      listening = true;
    },
    async stop(): Promise<void> {
      listening = false;
      dropAll();
      const closing = watching;
      watching = undefined;
      await closing?.close();
    },
    /** How many users are kept (tests). */
    get size() {
      return kept.size;
    },
    /** Users already found (the push hub's open streams) as they are now, by id: one directory
     * read for them all where it can (users.usersById), else a lookup each; a user no longer
     * found is absent. */
    async current(found: readonly Pick<AuthUser, 'id' | 'userId' | 'email'>[]): Promise<Map<string, AuthUser>> {
      if (users.usersById) return new Map((await users.usersById(found.map((u) => u.id))).map((u) => [u.id, toAuthUser(u)]));
      const each = await Promise.all(found.map((u) => resolve({ sub: u.userId, email: u.email })));
      return new Map(each.flatMap((user, i) => (user?.id === found[i]!.id ? [[user.id, user] as const] : [])));
    },
    /** Moves whenever kept users are dropped (a change told, the watch lost or back, start, stop):
     * a holder of users of its own (the push hub's open streams) looks them up again once it moved. */
    get generation() {
      return generation;
    },
    /** Changes are told: while false, a holder cannot know of a change and looks users up again. */
    get listening() {
      return listening;
    },
  };
}

export type UserResolverHandle = ReturnType<typeof createUserResolver>;

function toAuthUser(user: DirectoryUser): AuthUser {
  return { ...user, permissions: permissionsFor({ role: user.role, buyAuthority: user.buyAuthority, sellAuthority: user.sellAuthority }) };
}
