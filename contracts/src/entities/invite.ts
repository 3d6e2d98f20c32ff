import { z } from 'zod';
import { InviteStatus, Role } from '../enums';
import { maxEmailLength } from '../constants';
import { Id, IsoDateTime } from './common';

/** An invitation of spec section 3; the UI shows inviteDate as "month day, year". */
export const Invite = z.object({
  id: Id,
  inviteId: z.string(),
  email: z.string(),
  inviteDate: IsoDateTime,
  status: InviteStatus,
  role: Role,
  dealershipIds: z.array(Id),
});
export type Invite = z.infer<typeof Invite>;

/**
 * Body of POST /invite/sendinvite (section 7) with the checks of section 5. Which roles the sender
 * may pick (no Admin; DealerPrincipal only with InviteDealerPrincipal) depends on the sender's
 * permissions and is checked by the command; see `invitableRoles` in ../permissions.
 */
export const SendInvite = z.object({
  emailAddress: z.email({ error: 'dealeradmin.invites.invalid-email' }).max(maxEmailLength, { error: 'dealeradmin.invites.invalid-email' }),
  userRole: Role,
  buyAuthority: z.boolean(),
  sellAuthority: z.boolean(),
  dealerGroupId: z.guid(),
  dealershipIds: z.array(z.guid()).min(1, { error: 'dealeradmin.invites.dealership-required' }),
});
export type SendInvite = z.infer<typeof SendInvite>;
