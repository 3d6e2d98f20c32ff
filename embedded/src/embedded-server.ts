/**
 * The whole product in one process (the embedded mode of `npm start`): projections in-process,
 * the command and query routes on one fastify app, the dev identity provider, the demo data on
 * first start and the built frontend on the same port.
 *
 *   createEmbeddedServer(options): Promise<EmbeddedServer>   ready to `listen` or `inject`
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { buildApp } from '@dtn/platform/http/build-app';
import { allReady, databaseAnswers } from '@dtn/platform/http/health-routes';
import type { AuthConfig } from '@dtn/platform/config';
import { readYourWritesPlugin } from '@dtn/platform/http/consistency';
import { createCommandSet, type Commands, type OfferCommands } from '@dtn/command-service/command-set';
import { createSaleReactor } from '@dtn/command-service/offer/sale-reactor';
import { createStandingOrderReactor } from '@dtn/command-service/standing-order/reactor';
import { startDeadlineScheduler, type DeadlineScheduler } from '@dtn/command-service/offer/deadline-scheduler';
import { adjustableClock } from '@dtn/command-service/offer/adjustable-clock';
import { createAgingDigestHandler } from '@dtn/command-service/dealership/aging-digest-handler';
import { startAgingScheduler, type AgingScheduler } from '@dtn/command-service/dealership/aging-scheduler';
import { setCommandClock } from '@dtn/command-service/shared/command-context';
import { commandRoutes } from '@dtn/command-service/app';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { logMailSender, type MailSender } from '@dtn/platform/mail/mail-sender';
import { startOutboxDrain } from '@dtn/projections/outbox-drain';
import { userDirectory } from '@dtn/projections/user-directory';
import { startPushLogPruning } from '@dtn/projections/push/record-pushes';
import { demoRoutes } from './demo-routes';
import { queryRoutes } from '@dtn/query-service/app';
import { allProjectors, createProjectionRunner, migrateReadModels, waitForCatchUp, type ProjectionRunner } from '@dtn/projections';
import type { DemoData } from './seed/demo-data';
import { seedTransportVendorsWhenMissing, seedWhenEmpty } from './seed/seed-when-empty';

export interface EmbeddedServerOptions {
  db: Database;
  store: EventStore;
  /** Sign-in: the dev identity provider (its key kept in keyDir so tokens survive restarts) or
   * an OIDC issuer. Default: dev with a key generated per process. */
  auth?: AuthConfig;
  /** The built frontend (frontend/dist); served with an SPA fallback when present. */
  frontendDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); default nobody's. */
  trustProxy?: readonly string[];
  /** Seed the demo world when the event store does not hold it yet. */
  seed?: { data?: DemoData; now?: Date } | false;
  /** Where the outbox emails go (see mailSenderFromConfig). Default: logged, not sent; the
   * caller owns it and closes it after `close()`. */
  mailSender?: MailSender;
  /** Where post media go. Default: from the environment (S3_* or DATA_DIR/media). */
  media?: MediaStorage;
  /** GET /api/demo/reset exists only when true (DEMO_MODE). Default: true. */
  demoMode?: boolean;
  /** Links in emails (PUBLIC_BASE_URL). Default: from the environment, else localhost:PORT. */
  publicBaseUrl?: string;
  /** The deadline scheduler's clock may be moved (POST /api/dev/clock/advance): ADJUSTABLE_CLOCK=1. */
  adjustableClock?: boolean;
  /** How often the deadline scheduler looks for turns due. Default 15 s. */
  schedulerIntervalMs?: number;
}

export interface EmbeddedServer {
  app: FastifyInstance;
  runner: ProjectionRunner;
  commands: Commands;
  offers: OfferCommands;
  /** Fires the negotiation's lapses and reminders (tests call tick()). */
  scheduler: DeadlineScheduler;
  /** Issues the dealerships' daily aging digests (tests call tick()). */
  agingScheduler: AgingScheduler;
  seeded: boolean;
  close(): Promise<void>;
}

export async function createEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { db, store } = options;
  await migrateReadModels(db);
  const runner = createProjectionRunner({ db, store, projectors: allProjectors });
  await runner.start();
  const media = options.media ?? mediaStorageFromEnv();
  const set = createCommandSet({ store, db, media, publicBaseUrl: options.publicBaseUrl });
  const { commands, offers } = set;
  // Follows sales: the accepted offer won, every other live offer on the vehicle lost.
  const reactor = createSaleReactor({ store, db, commands: offers });
  await reactor.start();
  const clock = options.adjustableClock ? adjustableClock() : undefined;
  // Moved time moves for everything that decides by it: the commands' deadlines and the scheduler.
  if (clock) setCommandClock(() => clock.now());
  // Standing orders make instant offers on the listings that match them (at the command clock's now).
  const standingOrders = createStandingOrderReactor({ store, db, commands: set.standingOrders });
  await standingOrders.start();
  const seeded = options.seed ? await seedWhenEmpty(store, commands, options.seed, set) : false;
  const vendorsAdded = options.seed ? await seedTransportVendorsWhenMissing(store, offers) : 0;
  const projected = async () => {
    const head = await store.headPosition();
    if (head) await waitForCatchUp(db, head, { timeoutMs: 120_000 });
  };
  // The first sign-in and the first transport request find the seeded users and vendors.
  if (seeded || vendorsAdded > 0) await projected();
  // The negotiation's clocks: lapses and reminders, from the offers read model (one scheduler,
  // in-process). Started once the seed is in: a pass during it would find the sales history's
  // bids, made months ago, between their bid and their accept, and lapse them.
  const scheduler = startDeadlineScheduler({
    db,
    offers,
    ...(clock ? { clock: () => clock.now() } : {}),
    ...(options.schedulerIntervalMs ? { intervalMs: options.schedulerIntervalMs } : {}),
  });
  // The daily aging digests, from the inventory read model: started after the seed has projected,
  // so the first pass sees the demo's vehicles; its digests are in before the server answers.
  const agingScheduler = startAgingScheduler({
    db,
    digests: createAgingDigestHandler(store, db),
    ...(clock ? { clock: () => clock.now() } : {}),
  });
  await agingScheduler.ready;
  await projected();

  const app = await buildApp({
    title: 'Dealer Trade Network',
    logger: options.logger,
    trustProxy: options.trustProxy,
    auth: { ...(options.auth ?? { mode: 'dev' }), users: userDirectory(db) },
    // Not ready while a projector is stalled (named in the answer); parked events are named too.
    readiness: allReady(databaseAnswers(db), async () => runner.health()),
  });
  await app.register(readYourWritesPlugin(db));
  await app.register(commandRoutes(set));
  await app.register(
    demoRoutes({
      store,
      db,
      commands,
      offers,
      demoMode: options.demoMode ?? true,
      data: options.seed ? options.seed.data : undefined,
      ...(clock ? { clock: { clock, scheduler, agingScheduler } } : {}),
    }),
  );
  // Without a mail sender the emails are only logged; GET /api/dev/outbox shows them.
  const mailSender = options.mailSender ?? logMailSender((line) => app.log.info(line));
  const drain = startOutboxDrain(db, mailSender, { onError: (error) => app.log.error(error) });
  const pruning = startPushLogPruning(db, { onError: (error) => app.log.warn(error) });
  await app.register(queryRoutes({ db, now: () => new Date(), store, media }));
  if (options.frontendDir && existsSync(path.join(options.frontendDir, 'index.html'))) await serveFrontend(app, options.frontendDir);

  return {
    app,
    runner,
    commands,
    offers,
    scheduler,
    agingScheduler,
    seeded,
    async close() {
      await app.close();
      await drain.stop();
      pruning.stop();
      await scheduler.stop();
      await agingScheduler.stop();
      if (clock) setCommandClock(null);
      await standingOrders.stop();
      await reactor.stop();
      await runner.stop();
      await store.close();
    },
  };
}

/** Static files of the built app; any other GET that is not an API call gets index.html so
 * client-side routes (/marketplace, /inventorydetail/...) load on refresh. */
async function serveFrontend(app: FastifyInstance, root: string) {
  await app.register(async (scope) => {
    // The app's files are public (sign-in happens inside the app); mark the plugin's routes so.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });
    scope.get('/*', (request, reply) => {
      const isApi = request.url.startsWith('/api') || request.url.startsWith('/auth');
      return isApi ? reply.callNotFound() : reply.sendFile('index.html');
    });
  });
}
