/**
 * The command service: the write routes over the event store.
 *
 *   commandRoutes(set: CommandSet): FastifyPluginAsync every write route of this service
 *   buildCommandService(options): FastifyInstance      platform bootstrap (zod, OpenAPI,
 *                                                      problem+json, auth, health) + the routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createCommandSet, type CommandSet } from './command-set';
import { inviteCommandRoutes } from './routes/invite-routes';
import { adminCommandRoutes } from './routes/admin-routes';
import { inventoryCommandRoutes } from './routes/inventory-routes';
import { offerCommandRoutes } from './routes/offer-routes';
import { notificationCommandRoutes } from './routes/notification-routes';
import { transportationCommandRoutes } from './routes/transportation-routes';
import { testDriveCommandRoutes } from './routes/test-drive-routes';
import { buyListCommandRoutes } from './routes/buy-list-routes';
import { postCommandRoutes } from './routes/post-routes';
import type { MediaStorage } from './media/media-storage';
import { mediaMaxBytesFromEnv, mediaStorageFromEnv } from './media/media-storage-from-env';

export const commandRoutes =
  (set: CommandSet): FastifyPluginAsync =>
  async (app) => {
    await app.register(inventoryCommandRoutes(set.commands));
    await app.register(adminCommandRoutes(set.commands));
    await app.register(inviteCommandRoutes(set.invites));
    await app.register(testDriveCommandRoutes(set.testDrives));
    await app.register(buyListCommandRoutes(set.buyLists));
    await app.register(postCommandRoutes(set.posts, { maxFileBytes: mediaMaxBytesFromEnv() }));
    for (const routes of [offerCommandRoutes, transportationCommandRoutes, notificationCommandRoutes]) await app.register(routes(set.offers));
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
  const set = createCommandSet({ store: options.store, db: options.auth.db, media: options.media ?? mediaStorageFromEnv() });
  await app.register(commandRoutes(set));
  return app;
}
