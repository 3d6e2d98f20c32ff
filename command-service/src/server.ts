/**
 * The command service as its own process (production: behind the proxy that sends GET /api to
 * the query service and the rest here). Configuration from the environment (platform/config):
 * DATABASE_URL (read models, users for auth, and events unless ESDB_URL), ESDB_URL, PORT, HOST,
 * AUTH_MODE/OIDC_*, LOG_LEVEL. Without DATABASE_URL it uses PGlite under DATA_DIR/pglite.
 * GET /readyz: the database and the event store answer; GET /metrics: Prometheus.
 */
import { join } from 'node:path';
import { loadConfig } from '@dtn/platform/config';
import { allReady, databaseAnswers, eventStoreAnswers } from '@dtn/platform/http/health-routes';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { buildCommandService } from './app';
import { createOfferCommands } from './offer-commands';
import { createSaleReactor } from './offer/sale-reactor';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const app = await buildCommandService({
  store,
  auth: { ...config.auth, db },
  logger: { level: config.logLevel },
  // Ready while both answer: users come from the database, every command reads the event store.
  readiness: allReady(databaseAnswers(db), eventStoreAnswers(store)),
});
// The sale reactor: after a sale, the accepted offer is won and every other live offer lost.
// At-least-once with idempotent deciders, so several command-service replicas may each run it.
const reactor = createSaleReactor({ store, db, commands: createOfferCommands(store, db) });
await reactor.start();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests and finish the ones in flight, then release the stores.
  await app.close();
  await reactor.stop();
  await store.close();
  await db.close();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
