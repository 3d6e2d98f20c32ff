/**
 * `npm run seed`: writes the demo world (dealer groups, dealerships, users, inventory, the feed and
 * buy lists) and the demo transport vendors through the commands, once: a store that holds them already is left as
 * it is. For the production topology (docker compose runs it as a one-shot service before the
 * command service), where no embedded server seeds. Configuration as the services:
 * DATABASE_URL (read models, consulted by a few commands), ESDB_URL (events; else PostgreSQL).
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { createCommands, createOfferCommands, createPostCommands } from '@dtn/command-service/command-set';
import { createBuyListHandlers as createBuyListCommands } from '@dtn/command-service/buy-list/handlers';
import { mediaStorageFromEnv } from '@dtn/platform/media/media-storage-from-env';
import { liveVinsElsewhereIn } from '@dtn/command-service/inventory/read-models';
import { seedTransportVendorsWhenMissing, seedWhenEmpty } from './seed-when-empty';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
try {
  const liveVinsElsewhere = liveVinsElsewhereIn(db);
  const commands = createCommands(store, { liveVinsElsewhere });
  // The feed's pictures go where the services keep post media (S3_BUCKET, else DATA_DIR/media).
  const offers = createOfferCommands(store, db);
  const social = {
    posts: createPostCommands(store, commands, mediaStorageFromEnv(), liveVinsElsewhere),
    buyLists: createBuyListCommands(store),
    offers,
  };
  const seeded = await seedWhenEmpty(store, commands, {}, social);
  const vendors = await seedTransportVendorsWhenMissing(store, offers);
  console.log(seeded ? 'demo world seeded' : 'demo world already present', `; transport vendors added: ${vendors}`);
} finally {
  await store.close();
  await db.close();
}
