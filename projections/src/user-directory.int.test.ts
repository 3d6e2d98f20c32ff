import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Role } from '@dtn/contracts';
import type { UserDirectory } from '@dtn/platform/auth/user-directory';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels } from './migrations/migrate';
import { insertDealerGroup } from './read-models/dealer-groups/testing';
import { insertInvite } from './read-models/invites/testing';
import { insertUser, renameUser, truncateUsers, type InsertedUser } from './read-models/users/testing';
import { createUserResolver } from '@dtn/platform/auth/user-resolver';
import { userDirectory } from './user-directory';

describe('userDirectory: sign-in over the users read model', () => {
  let db: TestDatabase;
  let users: UserDirectory;
  let zeta: string;
  let acme: string;
  let admin: InsertedUser;
  let carol: InsertedUser;
  let wizard: InsertedUser;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    users = userDirectory(db);
    zeta = await insertDealerGroup(db, { name: 'Zeta Motors' });
    acme = await insertDealerGroup(db, { name: 'Acme Auto' });
    admin = await insertUser(db, { email: 'zed.admin@example.test', role: 'Admin', dealerGroupId: null });
    await insertUser(db, { email: 'bob@zeta.example', role: 'SalesAssociate', dealerGroupId: zeta });
    carol = await insertUser(db, {
      email: 'carol@acme.example',
      role: 'UsedCarManager',
      buyAuthority: true,
      dealerGroupId: acme,
      dealershipIds: [zeta],
      latitude: 34,
      longitude: -118,
    });
    await insertUser(db, { email: 'amy@acme.example', role: 'SalesAssociate', dealerGroupId: acme });
    // A role a newer build wrote: this one grants it nothing.
    wizard = await insertUser(db, { email: 'wizard@acme.example', role: 'Wizard' as Role, dealerGroupId: acme });
    await insertInvite(db, { email: 'new.member@acme.example', status: 'Pending', dealerGroupId: acme });
    await insertInvite(db, { email: 'gone@acme.example', status: 'Revoked', dealerGroupId: acme });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('finds a token’s user by subject, else by email ignoring case; the subject wins', async () => {
    const expected = {
      id: carol.id,
      userId: carol.userId,
      email: 'carol@acme.example',
      firstName: 'Pat',
      lastName: 'Doe',
      role: 'UsedCarManager',
      buyAuthority: true,
      sellAuthority: false,
      dealerGroupId: acme,
      dealershipIds: [zeta],
      postalCode: '62701',
      latitude: 34,
      longitude: -118,
    };
    expect(await users.userOfToken({ sub: carol.userId })).toEqual(expected);
    expect(await users.userOfToken({ sub: 'other-idp|1', email: 'CAROL@Acme.Example' })).toEqual(expected);
    expect(await users.userOfToken({ sub: carol.userId, email: admin.email })).toEqual(expected);
    expect(await users.userOfToken({ sub: 'other-idp|1' })).toBeNull();
    expect(await users.userOfToken({ sub: 'other-idp|1', email: 'nobody@example.test' })).toBeNull();
  });

  it('grants nothing to a role this build does not know', async () => {
    expect(await users.userOfToken({ sub: wizard.userId })).toBeNull();
  });

  it('lists the demo users by dealer group name (no group first), then email', async () => {
    const listed = await users.demoUsers();
    expect(listed.map((user) => user.email)).toEqual([
      'zed.admin@example.test',
      'amy@acme.example',
      'carol@acme.example',
      'bob@zeta.example',
    ]);
    expect(listed[0]).toMatchObject({ role: 'Admin', dealerGroup: null });
    expect(listed[2]).toEqual({
      userId: carol.userId,
      email: 'carol@acme.example',
      firstName: 'Pat',
      lastName: 'Doe',
      role: 'UsedCarManager',
      buyAuthority: true,
      sellAuthority: false,
      dealerGroup: { id: acme, organizationName: 'Acme Auto', shortName: 'Acme Auto', responseHours: 24 },
    });
  });

  it('finds a demo user by email ignoring case, and the email of a Pending invite', async () => {
    expect(await users.demoUserByEmail('Amy@ACME.example')).toEqual({
      userId: expect.any(String),
      email: 'amy@acme.example',
      firstName: 'Pat',
      lastName: 'Doe',
    });
    expect(await users.demoUserByEmail('new.member@acme.example')).toBeNull();
    expect(await users.pendingInviteEmail('New.Member@acme.example')).toBe('new.member@acme.example');
    expect(await users.pendingInviteEmail('gone@acme.example')).toBeNull();
    expect(await users.pendingInviteEmail('amy@acme.example')).toBeNull();
  });
});

describe('userDirectory(db).watch: every change to the users read model is told on commit', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  /** Resolves on the next onChange the watch tells. */
  function changes() {
    let told = () => undefined as void;
    let next = new Promise<void>((resolve) => (told = resolve));
    return {
      handlers: {
        onChange: () => {
          told();
          next = new Promise<void>((resolve) => (told = resolve));
        },
        onLost: () => undefined,
        onBack: () => undefined,
      },
      next: () => next,
    };
  }

  it('tells an insert, an update and a TRUNCATE, whoever writes them', async () => {
    const watched = changes();
    const watch = await userDirectory(db).watch!(watched.handlers);
    try {
      let told = watched.next();
      const user = await insertUser(db, { email: 'watched@acme.example', role: 'SalesAssociate', dealerGroupId: null });
      await told;
      told = watched.next();
      await renameUser(db, user.id, 'Renamed');
      await told;
      told = watched.next();
      await truncateUsers(db);
      await told;
    } finally {
      await watch.close();
    }
  });

  it('through the user resolver: a kept user is looked up again once the row changes', async () => {
    const watched = changes();
    const directory = userDirectory(db);
    const resolver = createUserResolver({
      ...directory,
      watch: (handlers) => directory.watch!({ ...handlers, onChange: () => (handlers.onChange(), watched.handlers.onChange()) }),
    });
    await resolver.start();
    try {
      const inserted = watched.next();
      const user = await insertUser(db, { email: 'kept@acme.example', role: 'SalesAssociate', dealerGroupId: null });
      // The insert's own notice may still be on its way: wait until the resolver is past it.
      await inserted;
      expect((await resolver.resolve({ sub: user.userId }))?.firstName).not.toBe('Changed');
      expect(resolver.size).toBe(1);
      const told = watched.next();
      await renameUser(db, user.id, 'Changed');
      await told;
      expect(resolver.size).toBe(0);
      expect((await resolver.resolve({ sub: user.userId }))?.firstName).toBe('Changed');
    } finally {
      await resolver.stop();
    }
  });
});
