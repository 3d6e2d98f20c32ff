/**
 * `npm start`: the embedded mode. One process on HOST:PORT (default 127.0.0.1:8080: the dev
 * identity provider signs anyone in, so other machines are let in only by HOST) with an embedded
 * PostgreSQL server under DATA_DIR
 * (or the PostgreSQL server in DATABASE_URL), projections in-process, the dev identity provider,
 * demo data seeded on first start and the built frontend beside /api. GET /metrics (and
 * /healthz, /readyz) on the ops listener METRICS_PORT (default 9464), never on PORT.
 */
import type { AddressInfo } from 'node:net';
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
import { startupBanner } from './startup-banner';
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
  trustProxy: config.trustProxy,
  seed: {},
  mailSender,
  demoMode: config.demoMode,
  publicBaseUrl: config.publicBaseUrl,
  // Browser tests move the negotiation's clock to see a lapse (POST /api/dev/clock/advance).
  adjustableClock: process.env.ADJUSTABLE_CLOCK === '1',
});
if (server.seeded) console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.app.listen({ port: config.port, host: config.host });
// The ops listener binds where the app does: loopback unless HOST opens both.
const ops = await startOpsServer({ port: config.metricsPort, host: config.host, readiness: databaseAnswers(db) });
const { port } = server.app.server.address() as AddressInfo;
console.log(startupBanner({ host: config.host, port, opsPort: ops.port, demoMode: config.demoMode, auth: config.auth }));

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
