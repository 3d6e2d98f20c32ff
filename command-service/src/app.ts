/**
 * The command service: the write routes over the event store.
 *
 *   commandRoutes(set: CommandSet): FastifyPluginAsync every write route of this service
 *   buildCommandService(options): FastifyInstance      platform bootstrap (zod, OpenAPI,
 *                                                      problem+json, auth, health) + the routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthMode } from '@dtn/platform/auth/register-auth';
import type { SqlClient } from '@dtn/platform/db/database';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import type { EventStore } from '@dtn/platform/event-store/port';
import { userDirectory } from '@dtn/projections/user-directory';
import { buyListRoutes } from './buy-list/routes';
import { createCommandSet, type CommandSet } from './command-set';
import { commentRoutes } from './comment/routes';
import { dealerGroupRoutes } from './dealer-group/routes';
import { dealershipRoutes } from './dealership/routes';
import { inventoryRoutes } from './inventory/routes';
import { inviteRoutes } from './invite/routes';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { mediaMaxBytesFromEnv, mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { notificationRoutes } from './notification/routes';
import { buyNowRoutes } from './offer/buy-now-routes';
import { offerRoutes } from './offer/routes';
import { postRoutes } from './post/routes';
import { testDriveRoutes } from './test-drive/routes';
import { userRoutes } from './user/routes';

/** Each aggregate's routes over its group of the command set. */
export const commandRoutes =
  (set: CommandSet): FastifyPluginAsync =>
  async (app) => {
    await app.register(dealerGroupRoutes(set.commands));
    await app.register(dealershipRoutes(set.commands));
    await app.register(userRoutes(set.commands));
    await app.register(inventoryRoutes(set.commands));
    await app.register(inviteRoutes(set.invites));
    await app.register(testDriveRoutes(set.testDrives));
    await app.register(buyListRoutes(set.buyLists));
    await app.register(postRoutes(set.posts, { maxFileBytes: mediaMaxBytesFromEnv() }));
    await app.register(commentRoutes(set.posts));
    await app.register(offerRoutes(set.offers));
    await app.register(buyNowRoutes(set.offers));
    await app.register(notificationRoutes(set.offers));
  };

export interface CommandServiceOptions {
  store: EventStore;
  /** The read models: those some commands consult, and the users auth resolves. */
  db: SqlClient;
  auth: AuthMode;
  logger?: BuildAppOptions['logger'];
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy?: BuildAppOptions['trustProxy'];
  readiness?: BuildAppOptions['readiness'];
  /** Where post media go; default from the environment (S3_* or DATA_DIR/media). */
  media?: MediaStorage;
  /** Links in emails (PUBLIC_BASE_URL); default from the environment. */
  publicBaseUrl?: string;
}

export async function buildCommandService(options: CommandServiceOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    title: 'Dealer trade network: commands',
    logger: options.logger,
    trustProxy: options.trustProxy,
    auth: { ...options.auth, users: userDirectory(options.db) },
    readiness: options.readiness,
  });
  const set = createCommandSet({
    store: options.store,
    db: options.db,
    media: options.media ?? mediaStorageFromEnv(),
    publicBaseUrl: options.publicBaseUrl,
  });
  await app.register(commandRoutes(set));
  return app;
}
