import { dealerAdminMenuRoles, type Role, type UserStreamEvent } from '@dtn/contracts';
import { zipCodeMinLength } from '@dtn/contracts/constants';
import { ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { isSystemOrAdmin, type Actor } from '../shared/actor';
import { FieldErrors } from '../shared/validation';
import type { UserState } from './state';

/** PUT /api/user/role (EditUserRole). */
export interface ChangeUserRole {
  type: 'ChangeUserRole';
  actor: Actor | null;
  data: { id: string; role: Role; buyAuthority: boolean; sellAuthority: boolean };
}

/** PUT /api/dealership/user/dealerships (AssignUserDealership): the user's full set of dealerships. */
export interface AssignUserDealerships {
  type: 'AssignUserDealerships';
  actor: Actor | null;
  data: { id: string; dealershipIds: string[] };
  /** The dealer group of each named dealership that exists and is not deleted (read beforehand). */
  knownDealerships: Readonly<Record<string, string>>;
}

/** PUT /api/user: the signed-in user's own title and postal code. */
export interface UpdateUserProfile {
  type: 'UpdateUserProfile';
  actor: Actor | null;
  data: { id: string; title: string; postalCode: string };
}

export type UserAdminCommand = ChangeUserRole | AssignUserDealerships | UpdateUserProfile;

/** Spec section 6: only system admins grant or take away these roles. */
const adminOnlyRoles: readonly Role[] = ['Admin', 'DealerPrincipal'];

type Registered = Extract<UserState, { status: 'registered' }>;

/** No id in it: an unknown user and one the caller may not administer are told the same. */
const userNotFound = 'The user was not found.';

function registered(state: UserState): Registered {
  if (state.status === 'none') throw new NotFoundError(userNotFound);
  return state;
}

/** Dealer admins (section 2's dealer-admin roles) administer users of their own group only;
 * the route already checked the permission, this is the role tier (first: it does not depend on
 * the id) and the tenancy rule: another group's user, or an Admin of no group, is not there for
 * them, so a user id tells nothing about other groups. */
function administered(actor: Actor | null, state: UserState): Registered {
  if (isSystemOrAdmin(actor)) return registered(state);
  if (!actor || !dealerAdminMenuRoles.includes(actor.role)) throw new ForbiddenError('Only dealer admins administer users.');
  const user = registered(state);
  if (user.dealerGroupId === null || actor.dealerGroupId !== user.dealerGroupId) throw new NotFoundError(userNotFound);
  return user;
}

/** Nobody but an Admin widens their own reach: a dealer admin's own role, authorities and
 * dealerships are edited by another dealer admin of the group (or an Admin). Even a no-op edit
 * of oneself is refused, so the answer never depends on the current values. */
function assertNotSelf(actor: Actor | null, user: Registered, what: string): void {
  if (!isSystemOrAdmin(actor) && actor?.id === user.id) {
    throw new ForbiddenError(`You cannot change your own ${what}: ask another administrator of your dealer group.`);
  }
}

export function changeUserRole(command: ChangeUserRole, state: UserState): UserStreamEvent[] {
  const user = administered(command.actor, state);
  assertNotSelf(command.actor, user, 'role or authorities');
  const { role, buyAuthority, sellAuthority } = command.data;
  if (!isSystemOrAdmin(command.actor) && (adminOnlyRoles.includes(user.role) || adminOnlyRoles.includes(role))) {
    throw new ForbiddenError('Only administrators change a role to or from Admin or DealerPrincipal.');
  }
  if (role === user.role && buyAuthority === user.buyAuthority && sellAuthority === user.sellAuthority) return [];
  return [{ type: 'UserRoleChanged', data: { id: user.id, role, buyAuthority, sellAuthority } }];
}

export function assignUserDealerships(command: AssignUserDealerships, state: UserState): UserStreamEvent[] {
  const user = administered(command.actor, state);
  assertNotSelf(command.actor, user, 'dealerships');
  const dealershipIds = [...new Set(command.data.dealershipIds)];
  // Section 5: at least one dealership must remain assigned, else NoDealerships and nothing saved.
  if (dealershipIds.length === 0) throw new ValidationError('NoDealerships', [{ field: 'dealershipIds', message: 'NoDealerships' }]);
  const errors = new FieldErrors();
  // One answer for an unknown dealership and another group's: neither tells the other apart.
  dealershipIds.forEach((dealershipId, i) => {
    if (command.knownDealerships[dealershipId] !== user.dealerGroupId)
      errors.add(`dealershipIds[${i}]`, 'Not a dealership of the user’s dealer group.');
  });
  errors.throwIfAny('The dealerships are invalid.');
  const unchanged = dealershipIds.length === user.dealershipIds.length && dealershipIds.every((id) => user.dealershipIds.includes(id));
  if (unchanged) return [];
  return [{ type: 'UserDealershipsAssigned', data: { id: user.id, dealershipIds } }];
}

export function updateUserProfile(command: UpdateUserProfile, state: UserState): UserStreamEvent[] {
  const { actor, data } = command;
  // Everyone edits their own profile only; the system (seed) may edit anyone's.
  if (actor !== null && actor.id !== data.id) throw new ForbiddenError('You may edit only your own profile.');
  const user = registered(state);
  const postalCode = data.postalCode.trim();
  const location = postalCode.length >= zipCodeMinLength ? lookupPostalCode(postalCode) : null;
  const errors = new FieldErrors();
  if (postalCode.length < zipCodeMinLength) errors.add('postalCode', `postalCode must have at least ${zipCodeMinLength} characters.`);
  else if (!location) errors.add('postalCode', 'postalCode does not resolve to a known US location.');
  errors.throwIfAny('The profile is invalid.');
  if (!location) throw new Error('unreachable: a valid postal code always has a location');
  return [
    {
      type: 'UserProfileUpdated',
      data: {
        id: user.id,
        title: data.title.trim(),
        postalCode: location.postalCode,
        latitude: location.latitude,
        longitude: location.longitude,
      },
    },
  ];
}
