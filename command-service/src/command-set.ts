/**
 * The composition of the write side: every aggregate's handlers (<aggregate>/handlers.ts), built
 * once per process with what they consult (the event store, the read models, media storage).
 *
 *   createCommandSet(options): CommandSet       every group, each command named for commands_total
 *   createCommands(store, options?)             dealer groups, dealerships, users, inventory
 *   createOfferCommands(store, db, options?)    offers, transport vendors, notifications
 *   createStandingOrderCommands(store, db)      the standing orders' instant offers
 *   createPostCommands(store, inventory, media, liveVinsElsewhere?, quota?)   posts and comments
 *
 * Each group spreads the handlers of its aggregates with what they consult; commands_total counts
 * each command by its label in ./command-labels ('offers.acceptOffer'), whatever group holds it.
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { publicBaseUrlFrom } from '@dtn/platform/config';
import { namedCommands } from '@dtn/platform/metrics/command-name';
import { commandLabels } from './command-labels';
import { createBuyListHandlers, type BuyListHandlers } from './buy-list/handlers';
import { createCommentHandlers, type CommentHandlers } from './comment/handlers';
import { createDealerGroupHandlers, type DealerGroupHandlers } from './dealer-group/handlers';
import { createDealershipHandlers, type DealershipHandlers } from './dealership/handlers';
import { createInventoryHandlers, type InventoryHandlerOptions, type InventoryHandlers } from './inventory/handlers';
import { liveVinsElsewhereIn, type LiveVinsElsewhere } from './inventory/read-models';
import { createInviteHandlers, type InviteHandlers } from './invite/handlers';
import { inviteReadModels } from './invite/read-models';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { mediaQuotaBytesPerDayFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { createNotificationHandlers, type NotificationHandlers } from './notification/handlers';
import { notificationReadModels } from './notification/read-models';
import { createBuyNowHandlers, type BuyNowHandlers } from './offer/buy-now-handler';
import { createOfferHandlers, type OfferHandlers } from './offer/handlers';
import { offerReadModels } from './offer/read-models';
import { createPostHandlers, type PostHandlers } from './post/handlers';
import { uploadQuota, type UploadQuota } from './post/upload-quota';
import { createStandingOrderHandlers, type StandingOrderHandlers } from './standing-order/handlers';
import { standingOrderReadModels } from './standing-order/read-models';
import { createTestDriveHandlers, type TestDriveHandlers } from './test-drive/handlers';
import { createTransportVendorHandlers, type TransportVendorHandlers } from './transport-vendor/handlers';
import { createUserHandlers, type UserHandlers } from './user/handlers';

export type Commands = DealerGroupHandlers & DealershipHandlers & UserHandlers & InventoryHandlers;
export type OfferCommands = OfferHandlers & BuyNowHandlers & TransportVendorHandlers & NotificationHandlers;
export type PostCommands = PostHandlers & CommentHandlers;
export type InviteCommands = InviteHandlers;
export type TestDriveCommands = TestDriveHandlers;
export type BuyListCommands = BuyListHandlers;
export type StandingOrderCommands = StandingOrderHandlers;

/** Every command group of the write side. */
export interface CommandSet {
  commands: Commands;
  offers: OfferCommands;
  invites: InviteCommands;
  testDrives: TestDriveCommands;
  buyLists: BuyListCommands;
  /** The standing orders' instant offers (their reactor sends them). */
  standingOrders: StandingOrderCommands;
  posts: PostCommands;
}

export interface CommandSetOptions {
  store: EventStore;
  /** The read models some commands consult (each aggregate's read-models.ts). */
  db: SqlClient;
  media: MediaStorage;
  /** Links in emails (invitations, transport quotes); default PUBLIC_BASE_URL or localhost:PORT. */
  publicBaseUrl?: string;
}

/** Dealer groups, dealerships, users and inventory. Ids not given are derived from natural keys
 * (slug, dealer group + DealerVault id, identity subject, dealership + VIN), so creating the same
 * thing twice is a 409 on the same stream rather than a silent duplicate. */
export function createCommands(store: EventStore, options: InventoryHandlerOptions = {}): Commands {
  return {
    ...createDealerGroupHandlers(store),
    ...createDealershipHandlers(store),
    ...createUserHandlers(store),
    ...createInventoryHandlers(store, options),
  };
}

/** Offers (with their transport bids and Buy Now), transport vendors and notification marks. */
export function createOfferCommands(store: EventStore, db: SqlClient, options: { publicBaseUrl?: string } = {}): OfferCommands {
  const publicBaseUrl = options.publicBaseUrl ?? publicBaseUrlFrom();
  return {
    ...createOfferHandlers(store, offerReadModels(db), { publicBaseUrl }),
    ...createBuyNowHandlers(store),
    ...createTransportVendorHandlers(store),
    ...createNotificationHandlers(store, notificationReadModels(db)),
  };
}

/** The standing orders' offers, for their reactor. */
export function createStandingOrderCommands(store: EventStore, db: SqlClient): StandingOrderCommands {
  return createStandingOrderHandlers(store, standingOrderReadModels(db));
}

export function createPostCommands(
  store: EventStore,
  inventory: Pick<InventoryHandlers, 'importInventory'>,
  media: MediaStorage,
  liveVinsElsewhere?: LiveVinsElsewhere,
  quota?: UploadQuota,
): PostCommands {
  return { ...createPostHandlers(store, { inventory, media, liveVinsElsewhere, quota }), ...createCommentHandlers(store) };
}

export function createCommandSet(options: CommandSetOptions): CommandSet {
  const { store, db, media } = options;
  const publicBaseUrl = options.publicBaseUrl ?? publicBaseUrlFrom();
  const liveVinsElsewhere = liveVinsElsewhereIn(db);
  const named = <T extends object>(group: T): T => namedCommands(group, commandLabels);
  const commands = named(createCommands(store, { liveVinsElsewhere }));
  return {
    commands,
    offers: named(createOfferCommands(store, db, { publicBaseUrl })),
    invites: named(createInviteHandlers(store, inviteReadModels(db), { publicBaseUrl })),
    testDrives: named(createTestDriveHandlers(store)),
    buyLists: named(createBuyListHandlers(store)),
    standingOrders: named(createStandingOrderCommands(store, db)),
    posts: named(createPostCommands(store, commands, media, liveVinsElsewhere, uploadQuota(db, mediaQuotaBytesPerDayFromEnv()))),
  };
}
