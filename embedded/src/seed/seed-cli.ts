/**
 * `npm run seed`: writes the demo world (dealer groups, dealerships, users, inventory, the feed and
 * buy lists) and the demo transport vendors through the commands, once: a store that holds them
 * already is left as it is, and a world a run left half-way is finished (./seed-progress.ts). For
 * the production topology (docker compose runs it as a one-shot service before the command
 * service), where no embedded server seeds. Configuration as the services: DATABASE_URL (events
 * unless ESDB_URL; nothing else), ESDB_URL.
 * It reads no read model (./seed-commands.ts): the projections may not have created them yet.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { demoDealerGroups } from './demo-organizations';
import { seedCommands } from './seed-commands';
import { seedState } from './seed-progress';
import { seedWhenEmpty } from './seed-when-empty';

// The seed serves no API: sign-in settings do not apply (AUTH_MODE=dev asks for no OIDC_*).
const config = loadConfig({ ...process.env, AUTH_MODE: process.env.AUTH_MODE ?? 'dev' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
try {
  // The feed's pictures go where the services keep post media (S3_BUCKET, else DATA_DIR/media).
  const { commands, social } = seedCommands(store, db, mediaStorageFromEnv());
  const before = await seedState(store, { dealerGroups: demoDealerGroups });
  const started = Date.now();
  await seedWhenEmpty(store, commands, {}, social);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(
    before.state === 'empty'
      ? `demo world seeded in ${took}`
      : before.state === 'partial'
        ? `demo world finished in ${took} (a previous run had stopped half-way)`
        : 'demo world already present',
  );
} finally {
  await store.close();
  await db.close();
}
