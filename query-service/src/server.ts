/**
 * Runs the query service on its own (production layout: behind a proxy that sends GET /api to
 * it). Configuration from the environment (platform/config); stops gracefully on SIGINT/SIGTERM:
 * stop accepting, finish in-flight requests, then close the database.
 * GET /readyz: the read-model database answers (buildQueryService). The ops listener on
 * METRICS_PORT serves /healthz, /readyz and GET /metrics (Prometheus), never the app's port.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { databaseAnswers } from '@dtn/platform/http/health-routes';
import { startOpsServer } from '@dtn/projections/process/ops-server';
import { onShutdown, pinoShutdownLogger } from '@dtn/platform/process/on-shutdown';
import { buildQueryService } from './app';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Read only, for the auditors' offer history (it folds the offer's own stream).
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const app = await buildQueryService({ db, store, auth: config.auth, logger: { level: config.logLevel }, trustProxy: config.trustProxy });
const ops = await startOpsServer({ port: config.metricsPort, readiness: databaseAnswers(db) });

// Stop accepting, finish in-flight requests (the push streams end with a retry hint), then
// release the stores.
onShutdown(
  async () => {
    await app.close();
    await ops.close();
    await store.close();
    await db.close();
  },
  { name: 'Query service', logger: pinoShutdownLogger(app.log) },
);

await app.listen({ port: config.port, host: config.host });
