import { describe, expect, it } from '@jest/globals';
import type { DirectoryUser, UserChangeHandlers, UserDirectory } from './user-directory';
import { createUserResolver } from './user-resolver';

const carol: DirectoryUser = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'carol',
  email: 'carol@acme.example',
  firstName: 'Carol',
  lastName: 'Doe',
  role: 'SalesAssociate',
  buyAuthority: false,
  sellAuthority: false,
  dealerGroupId: null,
  dealershipIds: [],
  postalCode: '',
  latitude: 0,
  longitude: 0,
};

/** A directory over one mutable user that counts its lookups; `told` is the watch's handlers. */
function directory(options: { watchable?: boolean } = {}) {
  const state = { user: carol as DirectoryUser | null, lookups: 0, told: undefined as UserChangeHandlers | undefined, closed: false };
  let release: (() => void) | undefined;
  const users: UserDirectory = {
    async userOfToken() {
      state.lookups += 1;
      const answer = state.user;
      if (release === undefined) return answer;
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    },
    demoUsers: async () => [],
    demoUserByEmail: async () => null,
    pendingInviteEmail: async () => null,
    ...(options.watchable === false
      ? {}
      : {
          async watch(handlers: UserChangeHandlers) {
            state.told = handlers;
            return { close: async () => void (state.closed = true) };
          },
        }),
  };
  return {
    users,
    state,
    /** The next lookup waits until the returned function is called. */
    holdNextLookup: () => {
      release = () => undefined;
      return () => release?.();
    },
  };
}

describe('createUserResolver', () => {
  it('looks the user up on every request until started, then once', async () => {
    const { users, state } = directory();
    const resolver = createUserResolver(users);
    await resolver.resolve({ sub: 'carol' });
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(2);
    await resolver.start();
    const first = await resolver.resolve({ sub: 'carol' });
    const second = await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(3);
    expect(second).toBe(first);
    expect(first?.permissions.size).toBeGreaterThan(0);
  });

  it('looks up again after a change is told', async () => {
    const { users, state } = directory();
    const resolver = createUserResolver(users);
    await resolver.start();
    expect((await resolver.resolve({ sub: 'carol' }))?.role).toBe('SalesAssociate');
    state.user = { ...carol, role: 'Admin' };
    state.told!.onChange();
    expect((await resolver.resolve({ sub: 'carol' }))?.role).toBe('Admin');
  });

  it('keeps nothing while changes may go untold, and starts keeping when they are told again', async () => {
    const { users, state } = directory();
    const resolver = createUserResolver(users);
    await resolver.start();
    await resolver.resolve({ sub: 'carol' });
    state.told!.onLost();
    expect(resolver.size).toBe(0);
    await resolver.resolve({ sub: 'carol' });
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(3);
    state.told!.onBack();
    await resolver.resolve({ sub: 'carol' });
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(4);
  });

  it('answers, but does not keep, a lookup that began before a change', async () => {
    const { users, state, holdNextLookup } = directory();
    const resolver = createUserResolver(users);
    await resolver.start();
    const release = holdNextLookup();
    const answer = resolver.resolve({ sub: 'carol' });
    state.told!.onChange();
    release();
    expect((await answer)?.userId).toBe('carol');
    expect(resolver.size).toBe(0);
  });

  it('never keeps nobody, and looks a user up again once maxAgeMs have passed', async () => {
    const { users, state } = directory();
    let now = 0;
    const resolver = createUserResolver(users, { maxAgeMs: 1000, now: () => now });
    await resolver.start();
    state.user = null;
    await resolver.resolve({ sub: 'carol' });
    state.user = carol;
    expect(await resolver.resolve({ sub: 'carol' })).not.toBeNull();
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(2);
    now = 1000;
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(3);
  });

  it('keeps users apart by subject and email, at most maxEntries of them', async () => {
    const { users, state } = directory();
    const resolver = createUserResolver(users, { maxEntries: 2 });
    await resolver.start();
    await resolver.resolve({ sub: 'a' });
    await resolver.resolve({ sub: 'a', email: 'a@x.example' });
    await resolver.resolve({ sub: 'b' });
    expect(resolver.size).toBe(2);
    expect(state.lookups).toBe(3);
  });

  it('without a watch keeps nothing; stop closes the watch', async () => {
    const plain = directory({ watchable: false });
    const unwatched = createUserResolver(plain.users);
    await unwatched.start();
    await unwatched.resolve({ sub: 'carol' });
    await unwatched.resolve({ sub: 'carol' });
    expect(plain.state.lookups).toBe(2);

    const { users, state } = directory();
    const resolver = createUserResolver(users);
    await resolver.start();
    await resolver.stop();
    expect(state.closed).toBe(true);
    await resolver.resolve({ sub: 'carol' });
    await resolver.resolve({ sub: 'carol' });
    expect(state.lookups).toBe(2);
  });

  it('tells a holder of users of its own when to look again: the generation moves on each change, lost and back', async () => {
    const { users, state } = directory();
    const resolver = createUserResolver(users);
    expect(resolver.listening).toBe(false);
    await resolver.start();
    expect(resolver.listening).toBe(true);
    const seen = [resolver.generation];
    state.told!.onChange();
    seen.push(resolver.generation);
    state.told!.onLost();
    expect(resolver.listening).toBe(false);
    seen.push(resolver.generation);
    state.told!.onBack();
    seen.push(resolver.generation);
    expect(resolver.listening).toBe(true);
    expect(new Set(seen).size).toBe(4);
    await resolver.stop();
  });

  it('answers users already found as they are now: in one read where the directory can, else a lookup each', async () => {
    const { users, state } = directory();
    const each = createUserResolver(users);
    state.user = { ...carol, sellAuthority: true };
    expect((await each.current([carol])).get(carol.id)?.permissions.has('ViewInboundOffer')).toBe(true);
    expect(state.lookups).toBe(1);
    const reads: (readonly string[])[] = [];
    const batched = createUserResolver({ ...users, usersById: async (ids) => (reads.push(ids), state.user ? [state.user] : []) });
    state.user = null;
    expect([...(await batched.current([carol, { ...carol, id: 'gone' }])).keys()]).toEqual([]);
    expect(reads).toEqual([[carol.id, 'gone']]);
    expect(state.lookups).toBe(1);
  });
});
