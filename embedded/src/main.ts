/**
 * `npm start`: the embedded mode. One process on PORT (default 8080) with PGlite under DATA_DIR
 * (or the PostgreSQL server in DATABASE_URL), projections in-process, the dev identity provider,
 * demo data seeded on first start and the built frontend beside /api.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { mailSenderFromConfig } from '@dtn/platform/mail/mail-sender-from-config';
import { createEmbeddedServer } from './embedded-server';
import { mediaStorageFromEnv } from '@dtn/command-service/media/media-storage-from-env';

const config = loadConfig();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, config.dataDir);

const started = Date.now();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
console.log(`event store: ${store.name}; read models: ${db.kind}${config.databaseUrl ? '' : ` at ${dataDir}`}`);
const mailSender = mailSenderFromConfig(config);
console.log(`outbox emails: ${mailSender.description}`);
const server = await createEmbeddedServer({
  db,
  store,
  auth: config.auth,
  frontendDir: path.join(root, 'frontend/dist'),
  // Post media under the same data folder as the database (unless S3_BUCKET points elsewhere).
  media: mediaStorageFromEnv({ ...process.env, DATA_DIR: dataDir }),
  logger: { level: config.logLevel },
  seed: {},
  mailSender,
});
if (server.seeded) console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`
Dealer Trade Network is running at ${url}
  API documentation: ${url}/api/docs
  Sign in (dev identity provider): list the demo users with  curl ${url}/auth/dev/users
  then get a token:  curl -X POST ${url}/auth/dev/token -H 'content-type: application/json' -d '{"email":"<email>"}'
  and call the API with  -H "authorization: Bearer <access_token>"
`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing the current batch and closing`);
  await server.close();
  await mailSender.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
