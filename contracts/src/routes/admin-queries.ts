import { z } from 'zod';
import { DealerGroup } from '../entities/dealer-group';
import { Dealership } from '../entities/dealership';
import { User } from '../entities/user';
import { dealerGroupListPageSize, maxNameLength, userListPageSize } from '../constants';
import { Paged, pageQuery } from '../paging';
import { defineRoute } from './route-spec';
import { RowId } from './inventory-queries';

/** Read routes of dealer-group and user administration (spec section 7). */

/** Free text; blank means no filter. */
const Search = z.string().trim().max(maxNameLength).default('');

export const DealerGroupListQuery = pageQuery(dealerGroupListPageSize).extend({ search: Search });
export type DealerGroupListQuery = z.infer<typeof DealerGroupListQuery>;

export const listDealerGroups = defineRoute({
  method: 'GET',
  url: '/api/dealergroup/list',
  auth: 'user',
  permissions: ['ListDealerGroup'],
  summary: 'Dealer groups by organization name, paged (10), searched by name, short name or slug',
  side: 'query',
  querystring: DealerGroupListQuery,
  response: { 200: Paged(DealerGroup) },
});

export const dealerGroupById = defineRoute({
  method: 'GET',
  url: '/api/dealergroup/:id',
  auth: 'user',
  permissions: ['ListDealerGroup'],
  summary: 'A dealer group with its dealerships',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: DealerGroup },
});

/** `?dealershipId=a&dealershipId=b`: one value arrives as a string, several as an array. */
const DealershipIds = z
  .union([RowId, z.array(RowId)])
  .optional()
  .transform((value): string[] => (value === undefined ? [] : [value].flat()));

export const UserListQuery = pageQuery(userListPageSize).extend({
  /** Defaults to the caller's own group; only an Admin may name another one. */
  dealerGroupId: RowId.optional(),
  /** Users assigned to any of these dealerships; none = every user of the group. */
  dealershipId: DealershipIds,
  search: Search,
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const listUsers = defineRoute({
  method: 'GET',
  url: '/api/user/list',
  auth: 'user',
  // ListUsers, and only the user's own dealer group unless Admin.
  permissions: ['ListUsers'],
  summary: 'Users of a dealer group by name, paged (10), filtered by dealerships and searched by name, email or title',
  side: 'query',
  querystring: UserListQuery,
  response: { 200: Paged(User) },
});

export const userByIdRoute = defineRoute({
  method: 'GET',
  url: '/api/user/:id',
  auth: 'user',
  // A static path such as /api/user/getuser wins over this parametric one in fastify's router.
  permissions: ['ListUsers'],
  summary: 'A user of your dealer group',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: User },
});

export const dealershipsByUser = defineRoute({
  method: 'GET',
  url: '/api/dealership/getdealershipsbyuser/:id',
  auth: 'user',
  permissions: ['ListUsers'],
  summary: 'The dealerships assigned to a user of your dealer group, by name',
  side: 'query',
  params: z.object({ id: RowId }),
  response: { 200: z.array(Dealership) },
});
