import { z } from 'zod';
import { SendInvite } from '../entities/invite';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Write routes of invitations (spec section 7), served by the command service. The formats are
 * SendInvite's; the invite decider holds the rules that need state (who may invite which role,
 * own group, dealerships of the group).
 */
export const InviteResult = z.object({ id: RowId, position: EventPositionText });
export type InviteResult = z.infer<typeof InviteResult>;

/** InviteUser; a DealerPrincipal invite additionally needs InviteDealerPrincipal (checked by
 * the command, as the permission depends on the body). */
export const sendInvite = defineRoute({
  method: 'POST',
  url: '/api/invite/sendinvite',
  auth: 'user',
  permissions: ['InviteUser'],
  summary: 'Invite a user into a dealer group (an email with an accept link goes out)',
  side: 'command',
  body: SendInvite,
  response: { 200: InviteResult },
});

export const revokeInvite = defineRoute({
  method: 'PUT',
  url: '/api/invite/revoke',
  auth: 'user',
  permissions: ['RevokeInvite'],
  summary: 'Revoke a Pending invite',
  side: 'command',
  querystring: z.object({ inviteId: RowId }),
  response: { 200: InviteResult },
});

export const AcceptInviteBody = z.object({
  token: z.string().min(20).max(200),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  /** Default: the postal code of the invite's first dealership. */
  postalCode: z.string().min(5).max(10).optional(),
});

/** A valid token but usually no user yet: auth 'identity'. The new user's id is the token's subject's. */
export const acceptInvite = defineRoute({
  method: 'POST',
  url: '/api/invite/accept',
  auth: 'identity',
  permissions: [],
  summary: 'Accept an invitation: the signed-in identity becomes a user of the inviting dealer group',
  side: 'command',
  body: AcceptInviteBody,
  response: { 200: InviteResult.extend({ userId: RowId }) },
});
