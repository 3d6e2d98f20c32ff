import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createCommands, type Commands } from './commands';
import { createOfferCommands, type OfferCommands } from './offer-commands';
import { createInviteCommands, inviteByTokenHash, type InviteCommands } from './invite-commands';
import { createTestDriveCommands, type TestDriveCommands } from './test-drive-commands';
import { createBuyListCommands, type BuyListCommands } from './buy-list-commands';
import { createPostCommands, type PostCommands } from './post-commands';
import type { MediaStorage } from './media/media-storage';

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
  const commands = createCommands(store);
  return {
    commands,
    offers: createOfferCommands(store, db),
    invites: createInviteCommands(store, commands, { findInviteByTokenHash: inviteByTokenHash(db) }),
    testDrives: createTestDriveCommands(store),
    buyLists: createBuyListCommands(store),
    posts: createPostCommands(store, commands, media),
  };
}
