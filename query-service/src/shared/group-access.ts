import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { NotFoundError } from '@dtn/platform/errors';

/**
 * Dealer-group isolation: a user sees their own group's dealerships, users, invites and stock; the
 * platform Admin sees every group. The route permission answers "may do this at all", this
 * answers "on this group": another group's thing is not there for the caller, so it is told
 * exactly what an unknown id is told (the same 404 and words, no id in them).
 */
export const seesEveryGroup = (user: AuthUser): boolean => user.role === 'Admin';

/** The group whose own data a listing shows: the user's group, or null for "every group" (an
 * Admin outside any group). A non-Admin without a group gets an id no row carries. */
export function ownGroupScope(user: AuthUser): { dealerGroupId: string | null } {
  if (user.dealerGroupId) return { dealerGroupId: user.dealerGroupId };
  return { dealerGroupId: seesEveryGroup(user) ? null : '00000000-0000-0000-0000-000000000000' };
}

/** Something of a dealer group (null: of none, as a platform Admin is). */
interface OfGroup {
  dealerGroupId: string | null;
}

/** The thing, when it exists and is the caller's group's (any, for an Admin); else the 404 an
 * unknown id gets, in `notFound`'s words. */
export function ownGroupOnly<T extends OfGroup>(user: AuthUser, thing: T | null | undefined, notFound: string): T {
  if (!thing) throw new NotFoundError(notFound);
  if (seesEveryGroup(user) || (thing.dealerGroupId !== null && thing.dealerGroupId === user.dealerGroupId)) return thing;
  throw new NotFoundError(notFound);
}

export const dealershipNotFound = 'The dealership was not found.';
export const dealerGroupNotFound = 'The dealer group was not found.';
export const userNotFound = 'The user was not found.';
