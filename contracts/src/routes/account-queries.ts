import { z } from 'zod';
import { Dealership } from '../entities/dealership';
import { User } from '../entities/user';
import { defineRoute } from './route-spec';
import { RowId } from './inventory-queries';

/** Read routes over the signed-in user and dealerships (spec section 7). */

export const getUser = defineRoute({
  method: 'GET',
  url: '/api/user/getuser',
  auth: 'user',
  // Every signed-in user reads their own record (the chrome needs it on every screen).
  permissions: [],
  summary: 'The signed-in user with their dealer group',
  side: 'query',
  response: { 200: User },
});

/**
 * Whom a signed-in token speaks for, answered 200 either way: the user, or null for an identity
 * with no user yet (an invitee before accepting). A session starts here, so an invitee's first
 * sign-in is not a 403 (getuser's answer to a token without a user); sent with the accept's
 * position it finds the new user as soon as the users read model has it.
 */
export const signedInIdentity = defineRoute({
  method: 'GET',
  url: '/api/user/identity',
  auth: 'identity',
  permissions: [],
  summary: 'The signed-in user, or null for an identity without a user yet (an invitee)',
  side: 'query',
  response: { 200: z.object({ user: User.nullable() }) },
});

export const UserDealershipsQuery = z.object({
  /** Query text: only the words true and false (a plain coercion would read "false" as true). */
  descending: z
    .enum(['true', 'false'])
    .default('false')
    .transform((flag) => flag === 'true'),
});
export type UserDealershipsQuery = z.infer<typeof UserDealershipsQuery>;

export const userDealerships = defineRoute({
  method: 'GET',
  url: '/api/dealership/userdealerships',
  auth: 'user',
  // The user's own dealerships (destination picker of the bid wizard): any signed-in user.
  permissions: [],
  summary: "The signed-in user's dealerships sorted by name",
  side: 'query',
  querystring: UserDealershipsQuery,
  response: { 200: z.array(Dealership) },
});

export const dealershipById = defineRoute({
  method: 'GET',
  url: '/api/dealership/:id',
  auth: 'user',
  // ViewDealership, and only within the user's own dealer group unless Admin.
  permissions: ['ViewDealership'],
  summary: 'A dealership',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: Dealership },
});

export const dealershipsOfGroup = defineRoute({
  method: 'GET',
  url: '/api/dealership/dealergroup/:id',
  auth: 'user',
  // ViewDealership, and only the user's own dealer group unless Admin.
  permissions: ['ViewDealership'],
  summary: 'The dealerships of a dealer group sorted by name',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: z.array(Dealership) },
});

export const accountQueryRoutes = [getUser, signedInIdentity, userDealerships, dealershipById, dealershipsOfGroup] as const;
