import { Role, SendInvite, type UserEvent, type UserStreamEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { isSystemOrAdmin, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import { assignUserDealerships, changeUserRole, updateUserProfile, type UserAdminCommand } from './administer';
import { chooseNotificationEmails, type ChooseNotificationEmails } from './notification-emails';
import type { UserState } from './state';

export interface RegisterUser {
  type: 'RegisterUser';
  actor: Actor | null;
  data: {
    id: string;
    userId: string;
    firstName: string;
    lastName: string;
    title: string;
    email: string;
    imageUrl: string;
    phoneNumber: string;
    role: Role;
    buyAuthority: boolean;
    sellAuthority: boolean;
    dealerGroupId: string | null;
    dealershipIds: string[];
    postalCode: string;
  };
  /** The dealer group of each named dealership that exists (read by the handler beforehand). */
  knownDealerships: Readonly<Record<string, string>>;
}

export type UserCommand = RegisterUser | UserAdminCommand | ChooseNotificationEmails;

/** A user's email is the one they were invited with: the invite route's definition of one. */
const isEmail = (email: string) => SendInvite.shape.emailAddress.safeParse(email).success;
/** Spec section 6: dealer admins invite any role except these; only system admins grant them. */
const adminOnlyRoles: readonly Role[] = ['Admin', 'DealerPrincipal'];

function mayRegister(actor: Actor | null, data: RegisterUser['data']): boolean {
  if (isSystemOrAdmin(actor)) return true;
  return actor?.dealerGroupId != null && actor.dealerGroupId === data.dealerGroupId && !adminOnlyRoles.includes(data.role);
}

function registerUser(command: RegisterUser, state: UserState): UserEvent[] {
  const { data, knownDealerships } = command;
  if (!mayRegister(command.actor, data)) throw new ForbiddenError('You may not register this user.');
  if (state.status !== 'none') throw new ConflictError(`User ${data.id} is already registered.`);
  const errors = new FieldErrors()
    .required('userId', data.userId)
    .required('firstName', data.firstName)
    .required('lastName', data.lastName)
    .required('email', data.email)
    .required('postalCode', data.postalCode);
  if (data.email.trim() !== '' && !isEmail(data.email.trim())) errors.add('email', 'email is not a valid email address.');
  if (!Role.safeParse(data.role).success) errors.add('role', 'role is not a known role.');
  const location = lookupPostalCode(data.postalCode);
  if (data.postalCode.trim() !== '' && !location) errors.add('postalCode', 'postalCode is not a known US postal code.');
  // Everyone but a system admin belongs to a dealer group and works at one or more of its dealerships.
  if (data.role !== 'Admin') {
    if (!data.dealerGroupId) errors.add('dealerGroupId', 'dealerGroupId is required unless the role is Admin.');
    if (data.dealershipIds.length === 0) errors.add('dealershipIds', 'At least one dealership must be assigned.');
  }
  data.dealershipIds.forEach((dealershipId, i) => {
    const groupOfDealership = knownDealerships[dealershipId];
    if (groupOfDealership === undefined) errors.add(`dealershipIds[${i}]`, `Unknown dealership ${dealershipId}.`);
    else if (groupOfDealership !== data.dealerGroupId) {
      errors.add(`dealershipIds[${i}]`, `Dealership ${dealershipId} is not of the user's dealer group.`);
    }
  });
  errors.throwIfAny('The user is invalid.');
  if (!location) throw new Error('unreachable: a valid postal code always has a location');
  return [
    {
      type: 'UserRegistered',
      data: {
        ...data,
        firstName: data.firstName.trim(),
        lastName: data.lastName.trim(),
        title: data.title.trim(),
        email: data.email.trim().toLowerCase(),
        postalCode: location.postalCode,
        latitude: location.latitude,
        longitude: location.longitude,
      },
    },
  ];
}

export function decide(command: UserCommand, state: UserState): UserStreamEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'ChangeUserRole':
      return changeUserRole(command, state);
    case 'AssignUserDealerships':
      return assignUserDealerships(command, state);
    case 'UpdateUserProfile':
      return updateUserProfile(command, state);
    case 'ChooseNotificationEmails':
      return chooseNotificationEmails(command, state);
    default:
      return assertNever(command);
  }
}
