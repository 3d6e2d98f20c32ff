/**
 * Resolves a verified token to the user it speaks for, from the user directory (the users read
 * model, passed in).
 *
 *   createUserResolver(users): UserResolver   by user id = sub, else by email (case-insensitive);
 *                                             null when neither matches (the caller answers 403)
 *
 * Nothing is cached: a role or authority change takes effect on the user's next request.
 */
import { permissionsFor } from '@dtn/contracts';
import type { AuthUser, UserResolver } from './auth-user';
import type { DirectoryUser, UserDirectory } from './user-directory';

export function createUserResolver(users: UserDirectory): UserResolver {
  return async ({ sub, email }) => {
    const user = await users.userOfToken({ sub, email });
    return user ? toAuthUser(user) : null;
  };
}

function toAuthUser(user: DirectoryUser): AuthUser {
  return { ...user, permissions: permissionsFor({ role: user.role, buyAuthority: user.buyAuthority, sellAuthority: user.sellAuthority }) };
}
