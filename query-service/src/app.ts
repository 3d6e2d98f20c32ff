/**
 * The query service: GET (and search POST) routes over the read models' query functions
 * (projections/src/read-models/<name>/queries.ts); it never writes.
 *
 *   queryRoutes(context): FastifyPluginAsync     every read route of this service
 *   buildQueryService(options): FastifyInstance  platform bootstrap (zod, OpenAPI, problem+json,
 *                                                auth, health) + read-your-writes + the read routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthMode } from '@dtn/platform/auth/register-auth';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import { databaseAnswers } from '@dtn/platform/http/health-routes';
import { readYourWritesPlugin, type ReadYourWritesOptions } from '@dtn/platform/http/consistency';
import { userDirectory } from '@dtn/projections/user-directory';
import { accountRoutes } from './account/routes';
import { adminQueryRoutes } from './admin/routes';
import { agingRoutes } from './aging/routes';
import { buyListRoutes } from './buy-list/routes';
import { dealerInventoryRoutes } from './dealer-inventory/routes';
import { inventoryRoutes } from './inventory/routes';
import { inviteRoutes } from './invites/routes';
import { leadRoutes } from './leads/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { mediaRoutes } from './media/routes';
import { networkMakeRoutes } from './network-makes/routes';
import { postMediaRoutes, socialRoutes } from './social/routes';
import { mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { notificationRoutes } from './notifications/routes';
import { offerHistoryRoutes } from './offer-history/routes';
import { offerRoutes } from './offers/routes';
import type { QueryContext } from './shared/context';
import { reading } from './shared/reads';
import { livePushes } from './push/routes';
import { transportationRoutes } from './transportation/routes';
import { yearMakeModelRoutes } from './year-make-model/routes';

export const queryRoutes =
  (context: QueryContext): FastifyPluginAsync =>
  async (app) => {
    // Each module with the projectors of the read models its queries read (shared/reads.ts).
    await app.register(reading(['inventory', 'dealerships', 'market'], marketplaceRoutes(context)));
    await app.register(reading(['inventory', 'dealerships', 'market'], dealerInventoryRoutes(context)));
    await app.register(reading(['inventory'], networkMakeRoutes(context)));
    await app.register(reading(['aging-exits', 'dealerships'], agingRoutes(context)));
    await app.register(reading(['inventory', 'dealerships', 'market'], inventoryRoutes(context)));
    await app.register(reading(['buy-list'], buyListRoutes(context)));
    await app.register(reading(['users', 'dealer-groups', 'dealerships'], accountRoutes(context)));
    await app.register(reading(['users', 'dealer-groups', 'dealerships'], adminQueryRoutes(context)));
    await app.register(reading(offerReadModels, offerRoutes(context)));
    await app.register(reading(['offers', 'transport-bids', 'users'], offerHistoryRoutes(context)));
    await app.register(reading(['transport-bids', 'dealerships', 'inventory', 'offers'], transportationRoutes(context)));
    await app.register(reading(['notifications', 'vehicle-matches'], notificationRoutes(context)));
    await app.register(reading(['invites'], inviteRoutes(context)));
    await app.register(reading(['leads'], leadRoutes(context)));
    await app.register(reading([], yearMakeModelRoutes));
    await app.register(reading([], mediaRoutes));
    await app.register(reading(['social', 'inventory', 'users'], socialRoutes(context)));
    await app.register(reading(['social'], postMediaRoutes(context.media ?? mediaStorageFromEnv())));
    if (context.push !== false) await app.register(livePushes({ db: context.db }));
  };

const offerReadModels = ['offers', 'offer-messages', 'transport-bids', 'transport-vendors', 'inventory', 'users', 'dealerships', 'market'];

export interface QueryServiceOptions {
  /** The read models: those the queries read, and the users auth resolves. */
  db: Database;
  auth: AuthMode;
  logger?: BuildAppOptions['logger'];
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy?: BuildAppOptions['trustProxy'];
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
    trustProxy: options.trustProxy,
    auth: { ...options.auth, users: userDirectory(db) },
    // Ready when the read-model database answers.
    readiness: databaseAnswers(db),
  });
  // Registered on the root app (fastify-plugin), so its preHandler runs before every route:
  // a query sent with a command's position reads that command's effects.
  await app.register(readYourWritesPlugin(db, options.consistency));
  await app.register(queryRoutes({ db, now: options.now ?? (() => new Date()), store: options.store }));
  return app;
}
