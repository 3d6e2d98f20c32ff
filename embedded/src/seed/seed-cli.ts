/**
 * `npm run seed`: writes the demo world (dealer groups, dealerships, users, inventory) and the
 * demo transport vendors through the commands, once: a store that holds them already is left as
 * it is. For the production topology (docker compose runs it as a one-shot service before the
 * command service), where no embedded server seeds. Configuration as the services:
 * DATABASE_URL (read models, consulted by a few commands), ESDB_URL (events; else PostgreSQL).
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { createCommands } from '@dtn/command-service/commands';
import { createOfferCommands } from '@dtn/command-service/offer-commands';
import { seedTransportVendorsWhenMissing, seedWhenEmpty } from './seed-when-empty';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
try {
  const seeded = await seedWhenEmpty(store, createCommands(store), {});
  const vendors = await seedTransportVendorsWhenMissing(store, createOfferCommands(store, db));
  console.log(seeded ? 'demo world seeded' : 'demo world already present', `; transport vendors added: ${vendors}`);
} finally {
  await store.close();
  await db.close();
}
