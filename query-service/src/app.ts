/**
 * The query service: GET (and search POST) routes over the read-model tables; it never writes.
 *
 *   queryRoutes(context): FastifyPluginAsync     every read route of this service
 *   buildQueryService(options): FastifyInstance  platform bootstrap (zod, OpenAPI, problem+json,
 *                                                auth, health) + read-your-writes + the read routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import { databaseAnswers } from '@dtn/platform/http/health-routes';
import { readYourWritesPlugin, type ReadYourWritesOptions } from '@dtn/platform/http/consistency';
import { accountRoutes } from './account/routes';
import { adminQueryRoutes } from './admin/routes';
import { buyListRoutes } from './buy-list/routes';
import { dealerInventoryRoutes } from './dealer-inventory/routes';
import { inventoryRoutes } from './inventory/routes';
import { inviteRoutes } from './invites/routes';
import { leadRoutes } from './leads/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { mediaRoutes } from './media/routes';
import { postMediaRoutes, socialRoutes } from './social/routes';
import { mediaStorageFromEnv } from '@dtn/command-service/media/media-storage-from-env';
import { notificationRoutes } from './notifications/routes';
import { offerHistoryRoutes } from './offer-history/routes';
import { offerRoutes } from './offers/routes';
import type { QueryContext } from './shared/context';
import { transportationRoutes } from './transportation/routes';
import { yearMakeModelRoutes } from './year-make-model/routes';

export const queryRoutes =
  (context: QueryContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(marketplaceRoutes(context));
    await app.register(dealerInventoryRoutes(context));
    await app.register(inventoryRoutes(context));
    await app.register(buyListRoutes(context));
    await app.register(accountRoutes(context));
    await app.register(adminQueryRoutes(context));
    await app.register(offerRoutes(context));
    await app.register(offerHistoryRoutes(context));
    await app.register(transportationRoutes(context));
    await app.register(notificationRoutes(context));
    await app.register(inviteRoutes(context));
    await app.register(leadRoutes(context));
    await app.register(yearMakeModelRoutes);
    await app.register(mediaRoutes);
    await app.register(socialRoutes(context));
    await app.register(postMediaRoutes(context.media ?? mediaStorageFromEnv()));
  };

export interface QueryServiceOptions {
  db: Database;
  auth: BuildAppOptions['auth'];
  logger?: BuildAppOptions['logger'];
  /** The clock for days in inventory and age buckets; tests pin it. */
  now?: () => Date;
  /** How long a query carrying x-min-position waits for the projections. */
  consistency?: ReadYourWritesOptions;
  /** Read only, for the auditors' offer history; without it that route answers 503. */
  store?: EventStore;
}

export async function buildQueryService(options: QueryServiceOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = await buildApp({
    title: 'Dealer trade network: queries',
    logger: options.logger,
    auth: options.auth,
    // Ready when the read-model database answers.
    readiness: databaseAnswers(db),
  });
  // Registered on the root app (fastify-plugin), so its preHandler runs before every route:
  // a query sent with a command's position reads that command's effects.
  await app.register(readYourWritesPlugin(db, options.consistency));
  await app.register(queryRoutes({ db, now: options.now ?? (() => new Date()), store: options.store }));
  return app;
}
