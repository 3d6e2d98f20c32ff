/**
 * The invitation use cases (spec sections 5 and 7): send, revoke, accept.
 *
 *   sendInvite(input, ctx)            InviteSent + InviteEmailQueued, and InviteeInvited on the
 *                                     address's stream, in one atomic append; id = the invite's
 *   revokeInvite({inviteId}, ctx)     InviteRevoked
 *   acceptInvite(input, identity)     InviteAccepted and UserRegistered, in one atomic append
 *
 * The token is minted here (randomness stays out of the decider) and only its sha256 is in
 * InviteSent; the invitee finds the invite again by that hash (the invites read model, which
 * the same projection batch as the outbox email fills). Only the invited email accepts (the
 * identity's verified email claim). An email with an account gets no invite (the users read
 * model), and one with a Pending invite no second one: the address's invitee stream (./invitee.ts)
 * makes that hold for concurrent sends too.
 */
import { streamIds, type SendInvite as SendInviteBody } from '@dtn/contracts';
import type { AcceptInviteBody, revokeInvite } from '@dtn/contracts/routes/invite-commands';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newLinkToken } from '@dtn/platform/mail/link-token';
import { newId, uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ConflictError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import type { z } from 'zod';
import { dealerGroupDecider } from '../dealer-group/state';
import { dealershipDecider, type DealershipState } from '../dealership/state';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide as decideUser } from '../user/decide';
import { userDecider } from '../user/state';
import { assertInvitedIdentity, decide, hashInviteToken, normaliseEmail, type InviteCommand } from './decide';
import { namesFrom, visibleName, type AcceptingIdentity } from './identity-names';
import { inviteeDecider, inviteeIdFor, inviteeInvited } from './invitee';
import type { InviteReadModels } from './read-models';
import { inviteDecider } from './state';

export interface InviteHandlers {
  sendInvite(input: SendInviteBody, ctx: CommandContext & { mayInviteDealerPrincipal: boolean }): Promise<Done & { token: string }>;
  revokeInvite(input: z.infer<typeof revokeInvite.querystring>, ctx: CommandContext): Promise<Done>;
  /** id = the invite's; userId = the new user's internal id. */
  acceptInvite(
    input: z.infer<typeof AcceptInviteBody>,
    identity: AcceptingIdentity,
    ctx?: Omit<CommandContext, 'actor'>,
  ): Promise<Done & { userId: string }>;
}

export interface InviteHandlerOptions {
  /** Where the accept link points: `${publicBaseUrl}/invite/accept?token=...` (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
}

/** 43 letters and digits (256 random bits): nothing a mail client breaks a link at. */
const newInviteToken = (): string => newLinkToken(43);

/** A name the body gives must have something visible in it (the form's own fields). */
function givenName(field: 'firstName' | 'lastName', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = visibleName(value);
  if (!name)
    throw new ValidationError(`${field} has no visible characters.`, [{ field: `body.${field}`, message: `${field} is required` }]);
  return name;
}

/** The dealer group of each dealership that exists, as the deciders check them. */
const groupsOf = (dealerships: readonly DealershipState[]): Record<string, string> =>
  Object.fromEntries(dealerships.flatMap((d) => (d.status === 'none' ? [] : [[d.id, d.dealerGroupId]])));

export function createInviteHandlers(store: EventStore, readModels: InviteReadModels, options: InviteHandlerOptions): InviteHandlers {
  const publicUrl = options.publicBaseUrl.replace(/\/+$/, '');
  /** The named dealerships' states, each read once. */
  const dealershipsOf = (ids: readonly string[]) => Promise.all([...new Set(ids)].map((id) => loadState(store, dealershipDecider, id)));
  const onInvite = (id: string, ctx: CommandContext, command: InviteCommand) =>
    run(store, inviteDecider, id, ctx, (state) => decide(command, state));

  return {
    async sendInvite(input, ctx) {
      const id = newId();
      const token = newInviteToken();
      const metadata = commandMetadata(ctx);
      const group = await loadState(store, dealerGroupDecider, input.dealerGroupId);
      const knownDealerships = groupsOf(await dealershipsOf(input.dealershipIds));
      // The address's last invitation, and whether it is still Pending: checked again, atomically,
      // by the append to the invitee stream at the revision read here.
      const inviteeId = inviteeIdFor(input.emailAddress);
      const { lastInviteId } = await loadState(store, inviteeDecider, inviteeId);
      // The stream knows the address's invites; an address it does not know may still have one
      // sent before it existed, which only the read model knows.
      const pending = lastInviteId === null ? undefined : (await loadState(store, inviteDecider, lastInviteId)).status === 'Pending';
      const command: InviteCommand = {
        type: 'SendInvite',
        actor: ctx.actor,
        mayInviteDealerPrincipal: ctx.mayInviteDealerPrincipal,
        data: { id, ...input, tokenHash: hashInviteToken(token) },
        email: { id: newId(), acceptLink: `${publicUrl}/invite/accept?token=${encodeURIComponent(token)}` },
        dealerGroup: { exists: group.status !== 'none', name: group.status === 'none' ? '' : group.organizationName },
        knownDealerships,
        emailTaken: await readModels.emailTaken(normaliseEmail(input.emailAddress), pending),
        now: metadata.now,
      };
      const { position } = await handleCommand(
        store,
        [
          { decider: inviteDecider, id },
          { decider: inviteeDecider, id: inviteeId },
        ],
        ([invite, invitee]) => {
          const sent = decide(command, invite);
          return [sent, inviteeInvited(invitee, lastInviteId, id, input.emailAddress)];
        },
        metadata,
      );
      return { id, position, token };
    },

    revokeInvite: ({ inviteId }, ctx) => onInvite(inviteId, ctx, { type: 'RevokeInvite', actor: ctx.actor, id: inviteId }),

    async acceptInvite(input, identity, ctx = {}) {
      const id = await readModels.findInviteByTokenHash(hashInviteToken(input.token));
      if (!id) throw new NotFoundError('This invitation link is not valid.');
      const invite = await loadState(store, inviteDecider, id);
      if (invite.status === 'none') throw new NotFoundError('This invitation link is not valid.');
      // Before anything else: whoever is not the invitee learns nothing more about the invite.
      assertInvitedIdentity(invite.email, identity.email);
      const userId = uuidV5(`user:${identity.sub}`);
      if ((await store.readStream(streamIds.user(userId))).revision !== null) throw new ConflictError('You already have a user account.');
      // The postal code defaults to the first dealership's; a bad one names the body's field.
      const dealerships = await dealershipsOf(invite.dealershipIds);
      const firstDealership = dealerships.find((d) => d.status !== 'none' && d.id === invite.dealershipIds[0]);
      const postalCode = input.postalCode ?? (firstDealership && firstDealership.status !== 'none' ? firstDealership.postalCode : '');
      if (!lookupPostalCode(postalCode))
        throw new ValidationError('The postal code is invalid.', [
          { field: 'body.postalCode', message: 'postalCode is not a known US postal code.' },
        ]);
      const names = namesFrom(identity);
      const knownDealerships = groupsOf(dealerships);
      // The invite was authorised when sent; the registration runs as the system on its terms.
      const registration = {
        type: 'RegisterUser' as const,
        actor: null,
        data: {
          id: userId,
          userId: identity.sub,
          email: invite.email,
          firstName: givenName('firstName', input.firstName) ?? names.firstName,
          lastName: givenName('lastName', input.lastName) ?? names.lastName,
          title: '',
          imageUrl: '',
          phoneNumber: '',
          role: invite.role,
          buyAuthority: invite.buyAuthority,
          sellAuthority: invite.sellAuthority,
          dealerGroupId: invite.dealerGroupId,
          dealershipIds: invite.dealershipIds,
          postalCode,
        },
        knownDealerships,
      };
      const accept: InviteCommand = { type: 'AcceptInvite', id, token: input.token, userId, identityEmail: identity.email };
      // Accepted and registered together or not at all: the invite's revision makes "accept once"
      // hold under concurrent accepts, the user stream's "register once".
      const { position } = await handleCommand(
        store,
        [
          { decider: inviteDecider, id },
          { decider: userDecider, id: userId },
        ],
        ([inviteState, user]) => [decide(accept, inviteState), decideUser(registration, user)],
        commandMetadata({ ...ctx, actor: null }),
      );
      return { id, userId, position };
    },
  };
}
