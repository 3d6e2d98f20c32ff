import { createHash, timingSafeEqual } from 'node:crypto';
import type { InviteEvent, Role } from '@dtn/contracts';
import { roleLabels } from '@dtn/contracts/role-labels';
import { textLink } from '@dtn/platform/mail/text-link';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { actorUserId, actsForDealerGroup, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import type { InviteState } from './state';

/** Field names are the send-invite body's (POST /api/invite/sendinvite), the invite's only entry. */
export interface SendInvite {
  type: 'SendInvite';
  actor: Actor | null;
  /** The sender holds InviteDealerPrincipal (the route knows the caller's permissions). */
  mayInviteDealerPrincipal: boolean;
  data: {
    id: string;
    emailAddress: string;
    userRole: Role;
    buyAuthority: boolean;
    sellAuthority: boolean;
    dealerGroupId: string;
    dealershipIds: string[];
    tokenHash: string;
  };
  /** The email: its id and the link carrying the token (minted at the edge, kept out of InviteSent). */
  email: { id: string; acceptLink: string };
  dealerGroup: { exists: boolean; name: string };
  /** The dealer group of each named dealership that exists (read by the handler beforehand). */
  knownDealerships: Readonly<Record<string, string>>;
  /** Whether the (normalised) email already has a user account or a Pending invite (read models). */
  emailTaken: 'user' | 'pending-invite' | null;
  now: Date;
}
interface RevokeInvite {
  type: 'RevokeInvite';
  actor: Actor | null;
  id: string;
}
/** No actor: the invitee has no user yet; the token is the authority. */
interface AcceptInvite {
  type: 'AcceptInvite';
  id: string;
  token: string;
  /** The internal id of the user the acceptance registers. */
  userId: string;
  /** The verified email of the signed-in identity (the token's claim); only the invitee accepts. */
  identityEmail: string | undefined;
}

export type InviteCommand = SendInvite | RevokeInvite | AcceptInvite;

export const hashInviteToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** An invitation is a capability for one person: the token alone (a forwarded email, a leaked
 * link) must not register whoever signs in. The identity's verified email must be the invite's. */
export function assertInvitedIdentity(invitedEmail: string, identityEmail: string | undefined): void {
  if (identityEmail === undefined || normaliseEmail(identityEmail) !== normaliseEmail(invitedEmail)) {
    throw new ForbiddenError('This invitation was sent to another email address: sign in with the invited email to accept it.');
  }
}

/** ", with buy and sell authority" and the like; nothing when the invitee may neither. */
function authorityWords({ buyAuthority, sellAuthority }: { buyAuthority: boolean; sellAuthority: boolean }): string {
  const held = [buyAuthority ? 'buy' : null, sellAuthority ? 'sell' : null].filter((a) => a !== null);
  return held.length === 0 ? '' : `, with ${held.join(' and ')} authority`;
}

function sendInvite(command: SendInvite, state: InviteState): InviteEvent[] {
  const { actor, data, dealerGroup, knownDealerships, now } = command;
  // Spec section 6: only holders of InviteDealerPrincipal (system admins) invite a principal.
  if (data.userRole === 'DealerPrincipal' && !command.mayInviteDealerPrincipal) {
    throw new ForbiddenError('Only a system admin may invite a DealerPrincipal.');
  }
  // Another group is not there for a dealer admin: told as a group that does not exist.
  if (!dealerGroup.exists || !actsForDealerGroup(actor, data.dealerGroupId)) throw new NotFoundError('The dealer group was not found.');
  if (state.status !== 'none') throw new ConflictError(`Invite ${data.id} already exists.`);
  const email = normaliseEmail(data.emailAddress);
  // The e-mail's format, the role's name and at least one dealership are the route's SendInvite
  // (contracts' entities/invite), its only sender; who may be invited where is the rule here.
  const errors = new FieldErrors();
  if (data.userRole === 'Admin') errors.add('userRole', 'Admin cannot be invited into a dealer group.');
  // One answer for an unknown dealership and another group's: neither tells the other apart.
  data.dealershipIds.forEach((dealershipId, i) => {
    if (knownDealerships[dealershipId] !== data.dealerGroupId)
      errors.add(`dealershipIds[${i}]`, 'Not a dealership of the invite’s dealer group.');
  });
  errors.throwIfAny('The invite is invalid.');
  // One account per email; one Pending invite per email (revoke it to send different terms).
  if (command.emailTaken === 'user') throw new ConflictError('A user with this email address already has an account.');
  if (command.emailTaken === 'pending-invite') {
    throw new ConflictError('An invitation to this email address is already pending: revoke it before sending a new one.');
  }
  const inviteDate = now.toISOString();
  return [
    {
      type: 'InviteSent',
      data: {
        id: data.id,
        email,
        role: data.userRole,
        buyAuthority: data.buyAuthority,
        sellAuthority: data.sellAuthority,
        dealerGroupId: data.dealerGroupId,
        dealershipIds: [...new Set(data.dealershipIds)],
        tokenHash: data.tokenHash,
        invitedByUserId: actorUserId(actor),
        inviteDate,
      },
    },
    {
      type: 'InviteEmailQueued',
      data: {
        id: command.email.id,
        inviteId: data.id,
        toAddress: email,
        queuedAt: inviteDate,
        subject: `You are invited to ${dealerGroup.name} on the Dealer Trade Network`,
        body: [
          `You have been invited to join ${dealerGroup.name} on the Dealer Trade Network.`,
          `Your role: ${roleLabels[data.userRole]}${authorityWords(data)}.`,
          '',
          'Sign in and accept the invitation here:',
          textLink(command.email.acceptLink),
          '',
          'If you did not expect this invitation, ignore this email.',
        ].join('\n'),
      },
    },
  ];
}

/** Another group's invite is not there for the caller: the unknown id's 404, in the same words. */
function revokeInvite({ actor, id }: RevokeInvite, state: InviteState): InviteEvent[] {
  if (state.status === 'none' || !actsForDealerGroup(actor, state.dealerGroupId)) throw new NotFoundError('The invite was not found.');
  if (state.status !== 'Pending') throw new ConflictError(`Only a Pending invite can be revoked; this one is ${state.status}.`);
  return [{ type: 'InviteRevoked', data: { id } }];
}

function tokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashInviteToken(token), 'hex');
  const expected = Buffer.from(tokenHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function acceptInvite({ id, token, userId, identityEmail }: AcceptInvite, state: InviteState): InviteEvent[] {
  if (state.status === 'none' || !tokenMatches(token, state.tokenHash)) throw new NotFoundError('This invitation link is not valid.');
  assertInvitedIdentity(state.email, identityEmail);
  if (state.status === 'Accepted') throw new ConflictError('This invitation has already been accepted.');
  if (state.status === 'Revoked') throw new ConflictError('This invitation was revoked; ask for a new one.');
  return [{ type: 'InviteAccepted', data: { id, userId } }];
}

export function decide(command: InviteCommand, state: InviteState): InviteEvent[] {
  switch (command.type) {
    case 'SendInvite':
      return sendInvite(command, state);
    case 'RevokeInvite':
      return revokeInvite(command, state);
    case 'AcceptInvite':
      return acceptInvite(command, state);
    default:
      return assertNever(command);
  }
}
