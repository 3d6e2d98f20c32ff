/**
 * The invitation use cases (spec sections 5 and 7): send, revoke, accept.
 *
 *   createInviteCommands(store, commands, options?): InviteCommands
 *     sendInvite(input, ctx)            InviteSent + InviteEmailQueued; id = the invite's
 *     revokeInvite({id}, ctx)           InviteRevoked
 *     acceptInvite(input, identity)     InviteAccepted, then UserRegistered through registerUser
 *   newInviteToken(): string            256 random bits, base64url
 *
 * The token is minted here (randomness stays out of the decider) and only its sha256 is in
 * InviteSent; the invitee finds the invite again by that hash (options.findInviteByTokenHash,
 * the rm_invites read model, which the same projection batch as the outbox email fills).
 */
import { randomBytes } from 'node:crypto';
import { streamIds, type Role } from '@dtn/contracts';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId, uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { ConflictError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { commandMetadata, type CommandContext } from './command-context';
import type { Commands } from './commands';
import { dealerGroupDecider } from './dealer-group/state';
import { dealershipDecider } from './dealership/state';
import { decide, hashInviteToken, type InviteCommand } from './invite/decide';
import { inviteDecider } from './invite/state';

export interface InviteDone {
  id: string;
  position: Position | null;
}

export interface SendInviteInput {
  emailAddress: string;
  userRole: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroupId: string;
  dealershipIds: string[];
}

/** The verified identity accepting: the token's subject and claims; no user exists yet. */
export interface AcceptingIdentity {
  sub: string;
  email?: string;
  name?: string;
}

export interface AcceptInviteInput {
  token: string;
  firstName?: string;
  lastName?: string;
  /** Default: the postal code of the invite's first dealership. */
  postalCode?: string;
}

export interface InviteCommands {
  sendInvite(input: SendInviteInput, ctx: CommandContext & { mayInviteDealerPrincipal: boolean }): Promise<InviteDone & { token: string }>;
  revokeInvite(input: { id: string }, ctx: CommandContext): Promise<InviteDone>;
  /** id = the invite's; userId = the new user's internal id. */
  acceptInvite(input: AcceptInviteInput, identity: AcceptingIdentity, ctx?: Omit<CommandContext, 'actor'>): Promise<InviteDone & { userId: string }>;
}

export interface InviteCommandOptions {
  /** Where the accept link points: `${publicUrl}/invite/accept?token=...`. */
  publicUrl?: string;
  findInviteByTokenHash(tokenHash: string): Promise<string | null>;
}

export const newInviteToken = (): string => randomBytes(32).toString('base64url');

export const defaultPublicUrl = (): string => (process.env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

function namesFrom(identity: AcceptingIdentity): { firstName: string; lastName: string } {
  const parts = (identity.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0) return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') || parts[0]! };
  const local = (identity.email ?? identity.sub).split('@')[0] ?? 'New';
  return { firstName: local, lastName: 'User' };
}

export function createInviteCommands(store: EventStore, commands: Pick<Commands, 'registerUser'>, options: InviteCommandOptions): InviteCommands {
  const publicUrl = options.publicUrl ?? defaultPublicUrl();
  const onInvite = async (id: string, ctx: CommandContext, command: InviteCommand) => {
    const { position } = await handleCommand(store, inviteDecider, id, (state) => decide(command, state), commandMetadata(ctx));
    return { id, position };
  };

  return {
    async sendInvite(input, ctx) {
      const id = newId();
      const token = newInviteToken();
      const metadata = commandMetadata(ctx);
      const group = await loadState(store, dealerGroupDecider, input.dealerGroupId);
      const dealerships = await Promise.all([...new Set(input.dealershipIds)].map((dealershipId) => loadState(store, dealershipDecider, dealershipId)));
      const knownDealerships = Object.fromEntries(dealerships.flatMap((d) => (d.status === 'none' ? [] : [[d.id, d.dealerGroupId]])));
      const command: InviteCommand = {
        type: 'SendInvite', actor: ctx.actor, mayInviteDealerPrincipal: ctx.mayInviteDealerPrincipal,
        data: { id, ...input, tokenHash: hashInviteToken(token) },
        email: { id: newId(), acceptLink: `${publicUrl}/invite/accept?token=${encodeURIComponent(token)}` },
        dealerGroup: { exists: group.status !== 'none', name: group.status === 'none' ? '' : group.organizationName },
        knownDealerships, now: metadata.now,
      };
      const { position } = await handleCommand(store, inviteDecider, id, (state) => decide(command, state), metadata);
      return { id, position, token };
    },

    revokeInvite: ({ id }, ctx) => onInvite(id, ctx, { type: 'RevokeInvite', actor: ctx.actor, id }),

    async acceptInvite(input, identity, ctx = {}) {
      const id = await options.findInviteByTokenHash(hashInviteToken(input.token));
      if (!id) throw new NotFoundError('This invitation link is not valid.');
      const invite = await loadState(store, inviteDecider, id);
      if (invite.status === 'none') throw new NotFoundError('This invitation link is not valid.');
      const userId = uuidV5(`user:${identity.sub}`);
      if ((await store.readStream(streamIds.user(userId))).revision !== null) throw new ConflictError('You already have a user account.');
      // Everything registerUser could refuse is checked before InviteAccepted is appended, so an
      // accepted invite always has its user.
      const firstDealership = invite.dealershipIds[0] ? await loadState(store, dealershipDecider, invite.dealershipIds[0]) : null;
      const postalCode = input.postalCode ?? (firstDealership && firstDealership.status !== 'none' ? firstDealership.postalCode : '');
      if (!lookupPostalCode(postalCode)) throw new ValidationError('The postal code is invalid.', [{ field: 'body.postalCode', message: 'postalCode is not a known US postal code.' }]);
      const names = namesFrom(identity);
      const system = { ...ctx, actor: null };
      // Accepting first: the stream revision makes "accept once" hold under concurrent accepts.
      await onInvite(id, system, { type: 'AcceptInvite', id, token: input.token, userId });
      // The invite was authorised when sent; the registration runs as the system on its terms.
      const { position } = await commands.registerUser(
        {
          id: userId, userId: identity.sub, email: identity.email ?? invite.email,
          firstName: input.firstName?.trim() || names.firstName, lastName: input.lastName?.trim() || names.lastName,
          role: invite.role, buyAuthority: invite.buyAuthority, sellAuthority: invite.sellAuthority,
          dealerGroupId: invite.dealerGroupId, dealershipIds: invite.dealershipIds, postalCode,
        },
        system,
      );
      return { id, userId, position };
    },
  };
}

/** The rm_invites lookup of an accept token's hash (options.findInviteByTokenHash). */
export const inviteByTokenHash =
  (db: SqlClient) =>
  async (tokenHash: string): Promise<string | null> => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_invites WHERE token_hash = $1', [tokenHash]);
    return rows[0]?.id ?? null;
  };
