/**
 * Runs the query service on its own (production layout: behind a proxy that sends GET /api to
 * it). Configuration from the environment (platform/config); stops gracefully on SIGINT/SIGTERM:
 * stop accepting, finish in-flight requests, then close the database.
 * GET /readyz: the read-model database answers (buildQueryService); GET /metrics: Prometheus.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { buildQueryService } from './app';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Read only, for the auditors' offer history (it folds the offer's own stream).
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const app = await buildQueryService({ db, store, auth: { ...config.auth, db }, logger: { level: config.logLevel } });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await store.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
