/**
 * The command service as its own process (production: behind the proxy that sends GET /api to
 * the query service and the rest here). Configuration from the environment (platform/config):
 * DATABASE_URL (read models, users for auth, and events unless ESDB_URL), ESDB_URL, PORT, HOST,
 * AUTH_MODE/OIDC_*, LOG_LEVEL, PUBLIC_BASE_URL (links in emails), METRICS_PORT, TRUST_PROXY. Without
 * DATABASE_URL it uses the embedded PostgreSQL server of DATA_DIR.
 * GET /readyz: the database and the event store answer. The ops listener on METRICS_PORT serves
 * /healthz, /readyz and GET /metrics (Prometheus), never the app's port.
 */
import { loadConfig } from '@dtn/platform/config';
import { allReady, databaseAnswers, eventStoreAnswers } from '@dtn/platform/http/health-routes';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { buildCommandService } from './app';
import { createOfferCommands, createStandingOrderCommands } from './command-set';
import { createSaleReactor } from './offer/sale-reactor';
import { createStandingOrderReactor } from './standing-order/reactor';
import { startDeadlineScheduler } from './offer/deadline-scheduler';
import { createAgingDigestHandler } from './dealership/aging-digest-handler';
import { startAgingScheduler } from './dealership/aging-scheduler';
import { startOpsServer } from '@dtn/projections/process/ops-server';
import { onShutdown, pinoShutdownLogger } from '@dtn/platform/process/on-shutdown';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const readiness = allReady(databaseAnswers(db), eventStoreAnswers(store));
const app = await buildCommandService({
  store,
  db,
  publicBaseUrl: config.publicBaseUrl,
  auth: config.auth,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  // Ready while both answer: users come from the database, every command reads the event store.
  readiness,
});
const ops = await startOpsServer({ port: config.metricsPort, readiness });
// The sale reactor: after a sale, the accepted offer is won and every other live offer lost.
// At-least-once with idempotent deciders, so several command-service replicas may each run it.
const offerCommands = createOfferCommands(store, db, { publicBaseUrl: config.publicBaseUrl });
const reactor = createSaleReactor({ store, db, commands: offerCommands });
await reactor.start();
// Standing orders' instant offers: one decision per order and vehicle on their streams, so
// replicas may each run it (a second offer on one vehicle is nothing; the caps serialise).
const standingOrders = createStandingOrderReactor({ store, db, commands: createStandingOrderCommands(store, db) });
await standingOrders.start();
// The negotiation's clocks (lapses, reminders): idempotent deciders, so replicas may each run it.
const scheduler = startDeadlineScheduler({ db, offers: offerCommands, logger: app.log });
// The daily aging digests: one a dealership and date, appended at the revision read, so replicas may each run it.
const agingScheduler = startAgingScheduler({ db, digests: createAgingDigestHandler(store, db), logger: app.log });

// Stop taking requests and finish the ones in flight, then release the stores.
onShutdown(
  async () => {
    await app.close();
    await ops.close();
    await scheduler.stop();
    await agingScheduler.stop();
    await standingOrders.stop();
    await reactor.stop();
    await store.close();
    await db.close();
  },
  { name: 'Command service', logger: pinoShutdownLogger(app.log) },
);

await app.listen({ port: config.port, host: config.host });
