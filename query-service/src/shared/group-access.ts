import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { ForbiddenError } from '@dtn/platform/errors';

/**
 * Dealer-group isolation: a user sees their own group's dealerships and stock; the platform
 * Admin sees every group. The route permission answers "may do this at all", this answers
 * "on this group".
 */
export const seesEveryGroup = (user: AuthUser): boolean => user.role === 'Admin';

/** The group whose own data a listing shows: the user's group, or null for "every group" (an
 * Admin outside any group). A non-Admin without a group gets an id no row carries. */
export function ownGroupScope(user: AuthUser): { dealerGroupId: string | null } {
  if (user.dealerGroupId) return { dealerGroupId: user.dealerGroupId };
  return { dealerGroupId: seesEveryGroup(user) ? null : '00000000-0000-0000-0000-000000000000' };
}

export function assertOwnGroup(user: AuthUser, dealerGroupId: string): void {
  if (seesEveryGroup(user) || user.dealerGroupId === dealerGroupId) return;
  throw new ForbiddenError('This belongs to another dealer group.');
}
