import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createCommands, type Commands } from './commands';
import { createOfferCommands, type OfferCommands } from './offer-commands';
import { createInviteCommands, inviteByTokenHash, type InviteCommands } from './invite-commands';
import { createTestDriveCommands, type TestDriveCommands } from './test-drive-commands';
import { createBuyListCommands, type BuyListCommands } from './buy-list-commands';
import { createPostCommands, type PostCommands } from './post-commands';
import type { MediaStorage } from './media/media-storage';
import { namedCommands } from '@dtn/platform/metrics/command-name';

/** Every command module of the write side, built once per process. */
export interface CommandSet {
  commands: Commands;
  offers: OfferCommands;
  invites: InviteCommands;
  testDrives: TestDriveCommands;
  buyLists: BuyListCommands;
  posts: PostCommands;
}

/** `db` holds the read models that some commands look up (vendors in a radius, a transport
 * bid's offer, an invitation's token hash); `media` stores post uploads. */
export function createCommandSet(options: { store: EventStore; db: SqlClient; media: MediaStorage }): CommandSet {
  const { store, db, media } = options;
  const commands = namedCommands('commands', createCommands(store));
  // Each use case is counted by its name in commands_total ('offers.accept').
  return {
    commands,
    offers: namedCommands('offers', createOfferCommands(store, db)),
    invites: namedCommands('invites', createInviteCommands(store, commands, { findInviteByTokenHash: inviteByTokenHash(db) })),
    testDrives: namedCommands('testDrives', createTestDriveCommands(store)),
    buyLists: namedCommands('buyLists', createBuyListCommands(store)),
    posts: namedCommands('posts', createPostCommands(store, commands, media)),
  };
}
