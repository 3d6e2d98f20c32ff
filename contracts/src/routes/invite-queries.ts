import { z } from 'zod';
import { inviteListPageSize } from '../constants';
import { Invite } from '../entities/invite';
import { InviteStatus } from '../enums';
import { Paged, pageQuery } from '../paging';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/** A repeated query parameter arrives as a string once and as an array after that. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).optional());

export const ListInvitesQuery = pageQuery(inviteListPageSize).extend({
  /** Default: the caller's own group; only an Admin may name another. */
  dealerGroupId: RowId.optional(),
  dealershipId: repeated(RowId),
  status: repeated(InviteStatus),
});

export const listInvites = defineRoute({
  method: 'GET',
  url: '/api/invite/listinvites',
  auth: 'user',
  permissions: ['ListInvites'],
  summary: 'Invites of a dealer group, newest first, paged (10), filtered by dealership and status',
  side: 'query',
  querystring: ListInvitesQuery,
  response: { 200: Paged(Invite) },
});
