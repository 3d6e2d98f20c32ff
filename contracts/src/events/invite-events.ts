import { z } from 'zod';
import { Role } from '../enums';

/** Stream `invite-{id}`. The accept token itself is never in InviteSent: only its sha256. */
export const InviteSent = z.object({
  type: z.literal('InviteSent'),
  data: z.object({
    id: z.string().uuid(),
    email: z.string(),
    role: Role,
    buyAuthority: z.boolean(),
    sellAuthority: z.boolean(),
    dealerGroupId: z.string().uuid(),
    dealershipIds: z.array(z.string().uuid()),
    /** Hex sha256 of the 256-bit accept token. */
    tokenHash: z.string(),
    invitedByUserId: z.string(),
    inviteDate: z.string().datetime(),
  }),
});

/**
 * The invitation email, appended with InviteSent in the same stream (and the same append). The
 * outbox read model is derived from it, so the email survives a replay. TRADE-OFF: the body holds
 * the accept link, so the bearer token sits in the event store; it is kept out of InviteSent so
 * every other projection and the invite list never see it, and it stops working once the invite
 * is accepted or revoked.
 */
export const InviteEmailQueued = z.object({
  type: z.literal('InviteEmailQueued'),
  data: z.object({
    /** The email's id: the outbox row. */
    id: z.string().uuid(),
    inviteId: z.string().uuid(),
    toAddress: z.string(),
    subject: z.string(),
    body: z.string(),
    queuedAt: z.string().datetime(),
  }),
});

export const InviteAccepted = z.object({
  type: z.literal('InviteAccepted'),
  /** userId: the internal id of the user the acceptance registered. */
  data: z.object({ id: z.string().uuid(), userId: z.string().uuid() }),
});

export const InviteRevoked = z.object({
  type: z.literal('InviteRevoked'),
  data: z.object({ id: z.string().uuid() }),
});

export const InviteEvent = z.discriminatedUnion('type', [InviteSent, InviteEmailQueued, InviteAccepted, InviteRevoked]);
export type InviteEvent = z.infer<typeof InviteEvent>;

/**
 * Stream `invitee-{uuidV5(normalised email)}`: the invitations an email address was sent, each
 * appended with its InviteSent in one atomic append. Concurrent invitations of one address race
 * on this stream's revision, so at most one of them finds no Pending invite and is sent.
 */
export const InviteeInvited = z.object({
  type: z.literal('InviteeInvited'),
  data: z.object({ email: z.string(), inviteId: z.string().uuid() }),
});
export const InviteeEvent = z.discriminatedUnion('type', [InviteeInvited]);
export type InviteeEvent = z.infer<typeof InviteeEvent>;
