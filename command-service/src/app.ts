/**
 * The command service: the write routes over the event store.
 *
 *   commandRoutes(commands, offers?): FastifyPluginAsync   every write route of this service (the
 *                                                      offer routes when `offers` is given)
 *   buildCommandService(options): FastifyInstance      platform bootstrap (zod, OpenAPI,
 *                                                      problem+json, auth, health) + the routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createCommands, type Commands } from './commands';
import { createOfferCommands, type OfferCommands } from './offer-commands';
import { createInviteCommands, inviteByTokenHash, type InviteCommands } from './invite-commands';
import { inviteCommandRoutes } from './routes/invite-routes';
import { adminCommandRoutes } from './routes/admin-routes';
import { inventoryCommandRoutes } from './routes/inventory-routes';
import { offerCommandRoutes } from './routes/offer-routes';
import { notificationCommandRoutes } from './routes/notification-routes';
import { transportationCommandRoutes } from './routes/transportation-routes';
import { testDriveCommandRoutes } from './routes/test-drive-routes';
import { createTestDriveCommands, type TestDriveCommands } from './test-drive-commands';
import { buyListCommandRoutes } from './routes/buy-list-routes';
import { createBuyListCommands, type BuyListCommands } from './buy-list-commands';
import { postCommandRoutes } from './routes/post-routes';
import { createPostCommands, type PostCommands } from './post-commands';
import type { MediaStorage } from './media/media-storage';
import { mediaMaxBytesFromEnv, mediaStorageFromEnv } from './media/media-storage-from-env';

export const commandRoutes =
  (commands: Commands, offers?: OfferCommands, invites?: InviteCommands, testDrives?: TestDriveCommands, buyLists?: BuyListCommands, posts?: PostCommands): FastifyPluginAsync =>
  async (app) => {
    await app.register(inventoryCommandRoutes(commands));
    await app.register(adminCommandRoutes(commands));
    // The offer routes need the read models for their lookups (createOfferCommands(store, db)).
    if (invites) await app.register(inviteCommandRoutes(invites));
    if (testDrives) await app.register(testDriveCommandRoutes(testDrives));
    if (buyLists) await app.register(buyListCommandRoutes(buyLists));
    if (posts) await app.register(postCommandRoutes(posts, { maxFileBytes: mediaMaxBytesFromEnv() }));
    if (offers) for (const routes of [offerCommandRoutes, transportationCommandRoutes, notificationCommandRoutes]) await app.register(routes(offers));
  };

export interface CommandServiceOptions {
  store: EventStore;
  /** Auth resolves users from the users read model, so it needs that database. */
  auth: BuildAppOptions['auth'];
  logger?: BuildAppOptions['logger'];
  readiness?: BuildAppOptions['readiness'];
  /** Where post media go; default from the environment (S3_* or DATA_DIR/media). */
  media?: MediaStorage;
}

export async function buildCommandService(options: CommandServiceOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    title: 'Dealer trade network: commands',
    logger: options.logger,
    auth: options.auth,
    readiness: options.readiness,
  });
  const commands = createCommands(options.store);
  const invites = createInviteCommands(options.store, commands, { findInviteByTokenHash: inviteByTokenHash(options.auth.db) });
  await app.register(commandRoutes(commands, createOfferCommands(options.store, options.auth.db), invites, createTestDriveCommands(options.store), createBuyListCommands(options.store),
    createPostCommands(options.store, commands, options.media ?? mediaStorageFromEnv())));
  return app;
}
