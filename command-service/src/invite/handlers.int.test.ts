import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { ConflictError, ValidationError } from '@dtn/platform/errors';
import type { EventStore } from '@dtn/platform/event-store/port';
import { as, createWorld, type World } from '../testing/test-world';
import { createInviteHandlers } from './handlers';
import { inviteeIdFor } from './invitee';
import { inviteReadModels } from './read-models';

/** Sending and accepting invitations against a real event store and read models: each is one
 * decision over two streams, appended to both at once. */
describe('invitation commands (real event store and read models)', () => {
  let world: World;
  let principal: Awaited<ReturnType<World['addPerson']>>;
  const invites = (store: EventStore = world.store) =>
    createInviteHandlers(store, inviteReadModels(world.db), { publicBaseUrl: 'http://localhost:8080' });
  const typesOf = async (streamId: string) => (await world.store.readStream(streamId)).events.map((e) => e.type);
  const invitation = (emailAddress: string) => ({
    emailAddress,
    userRole: 'SalesAssociate' as const,
    buyAuthority: true,
    sellAuthority: false,
    dealerGroupId: world.buyerGroupId,
    dealershipIds: [world.buyerDealershipId],
  });
  const send = (emailAddress: string) =>
    invites().sendInvite(invitation(emailAddress), { ...as(principal), mayInviteDealerPrincipal: false });

  beforeAll(async () => {
    world = await createWorld();
    principal = await world.addPerson({ email: 'gm@sunset.example', role: 'GeneralManager', group: 'buyer' });
    await world.caughtUp();
  }, 60_000);
  afterAll(async () => {
    await world?.dispose();
  });

  it('sends one of ten concurrent invitations of one address; the other nine are 409', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => send('Twice.Invited@example.com')));
    const sent = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(sent).toHaveLength(1);
    for (const error of refused) expect(error).toBeInstanceOf(ConflictError);
    expect(await typesOf(streamIds.invitee(inviteeIdFor('twice.invited@example.com')))).toEqual(['InviteeInvited']);
    expect(await typesOf(streamIds.invite(sent[0]!))).toEqual(['InviteSent', 'InviteEmailQueued']);
    // Revoked, the address may be invited again.
    await invites().revokeInvite({ inviteId: sent[0]! }, as(principal));
    await expect(send('twice.invited@example.com')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('accepts and registers in one append: a registration refused meanwhile leaves the invite Pending', async () => {
    const { id, token } = await send('late.joiner@example.com');
    await world.caughtUp();
    const identity = { sub: 'oidc|late-joiner', email: 'late.joiner@example.com', name: '\u200e\u0000 ' };
    const userId = uuidV5(`user:${identity.sub}`);
    // Someone registers the same identity between the accept's checks and its append.
    const racing: EventStore = {
      ...world.store,
      appendToStreams: async (appends) => {
        await world.commands.registerUser(
          {
            id: userId,
            userId: identity.sub,
            firstName: 'Late',
            lastName: 'Joiner',
            email: identity.email,
            role: 'SalesAssociate',
            buyAuthority: false,
            sellAuthority: false,
            dealerGroupId: world.buyerGroupId,
            dealershipIds: [world.buyerDealershipId],
            postalCode: '90012',
          },
          { actor: null },
        );
        return world.store.appendToStreams(appends);
      },
    };
    await expect(invites(racing).acceptInvite({ token }, identity)).rejects.toBeInstanceOf(ConflictError);
    expect(await typesOf(streamIds.invite(id))).toEqual(['InviteSent', 'InviteEmailQueued']);
    expect(await typesOf(streamIds.user(userId))).toEqual(['UserRegistered']);
  });

  it('takes a name with something visible in it: the provider’s invisible name falls back, a blank one in the body is a 400', async () => {
    const { id, token } = await send('no.name@example.com');
    await world.caughtUp();
    const identity = { sub: 'oidc|no-name', email: 'no.name@example.com', name: '\u200f \u0000', givenName: '\u202a' };
    await expect(invites().acceptInvite({ token, firstName: ' \u200e ' }, identity)).rejects.toBeInstanceOf(ValidationError);
    expect(await typesOf(streamIds.invite(id))).toEqual(['InviteSent', 'InviteEmailQueued']);
    const { userId } = await invites().acceptInvite({ token }, identity);
    expect(await typesOf(streamIds.invite(id))).toEqual(['InviteSent', 'InviteEmailQueued', 'InviteAccepted']);
    const registered = (await world.store.readStream(streamIds.user(userId))).events[0]!;
    expect(registered.data).toMatchObject({ firstName: 'no.name', lastName: 'User', email: 'no.name@example.com' });
    expect(registered.position.commit).toBe((await world.store.readStream(streamIds.invite(id))).events.at(-1)!.position.commit);
  });
});
