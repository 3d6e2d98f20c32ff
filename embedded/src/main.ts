/**
 * `npm start`: the embedded mode. One process on PORT (default 8080) with an embedded PostgreSQL
 * server under DATA_DIR
 * (or the PostgreSQL server in DATABASE_URL), projections in-process, the dev identity provider,
 * demo data seeded on first start and the built frontend beside /api. GET /metrics (and
 * /healthz, /readyz) on the ops listener METRICS_PORT (default 9464), never on PORT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { mailSenderFromConfig } from '@dtn/platform/mail/mail-sender-from-config';
import { databaseAnswers } from '@dtn/platform/http/health-routes';
import { onShutdown } from '@dtn/platform/process/on-shutdown';
import { startOpsServer } from '@dtn/projections/process/ops-server';
import { createEmbeddedServer } from './embedded-server';
import { mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';

const config = loadConfig();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, config.dataDir);

const started = Date.now();
// The embedded PostgreSQL server is started again when it dies; a process that cannot get it
// back closes (exits 1): at once while starting, through the shutdown below once that is in place.
let lostDatabase: (reason: string) => void = (reason) => {
  console.error(reason);
  process.exit(1);
};
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir,
  log: (line) => console.log(line),
  onGiveUp: () => lostDatabase('the embedded PostgreSQL server could not be started again'),
});
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
console.log(`event store: ${store.name}; read models: PostgreSQL ${config.databaseUrl ? 'at DATABASE_URL' : `embedded under ${dataDir}`}`);
const mailSender = mailSenderFromConfig(config);
console.log(`outbox emails: ${mailSender.description}`);
const server = await createEmbeddedServer({
  db,
  store,
  auth: config.auth,
  // FRONTEND_DIST: where `npm start` built the app when not frontend/dist (vite.config.ts).
  frontendDir: process.env.FRONTEND_DIST || path.join(root, 'frontend/dist'),
  // Post media under the same data folder as the database (unless S3_BUCKET points elsewhere).
  media: mediaStorageFromEnv({ ...process.env, DATA_DIR: dataDir }),
  logger: { level: config.logLevel },
  seed: {},
  mailSender,
  demoMode: config.demoMode,
  publicBaseUrl: config.publicBaseUrl,
});
if (server.seeded) console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.app.listen({ port: config.port, host: config.host });
const ops = await startOpsServer({ port: config.metricsPort, host: config.host, readiness: databaseAnswers(db) });

const url = `http://localhost:${config.port}`;
console.log(`
Dealer Trade Network is running at ${url}
  API documentation: ${url}/api/docs
  Metrics (ops listener): http://localhost:${ops.port}/metrics${config.demoMode ? '' : '\n  Demo reset: off (DEMO_MODE=false)'}
  Sign in (dev identity provider): list the demo users with  curl ${url}/auth/dev/users
  then get a token:  curl -X POST ${url}/auth/dev/token -H 'content-type: application/json' -d '{"email":"<email>"}'
  and call the API with  -H "authorization: Bearer <access_token>"
`);

// Stop taking requests (the push streams end with a retry hint), finish the current batch, stop
// the subscriptions, then the database (and the embedded PostgreSQL server with it).
const shutdown = onShutdown(
  async () => {
    await server.close();
    await ops.close();
    await mailSender.close();
    await db.close();
  },
  { name: 'Dealer Trade Network' },
);
lostDatabase = (reason) => shutdown.fail(reason);
