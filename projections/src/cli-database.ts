/**
 * The database and event store of the command-line tools (replay, parked), opened the way
 * `npm start` opens them: DATABASE_URL when set, else the embedded PostgreSQL server of DATA_DIR
 * (relative to the repository root, where npm runs the scripts): shared with `npm start` while
 * it runs, started for the tool alone otherwise.
 */
import { loadConfig } from '@dtn/platform/config';
import type { Database } from '@dtn/platform/db/database';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import type { EventStore } from '@dtn/platform/event-store/port';

export async function openCliStores(): Promise<{ db: Database; store: EventStore; close: () => Promise<void> }> {
  // The tools authenticate nobody: do not demand the OIDC settings of the services.
  const config = loadConfig({ AUTH_MODE: 'dev', ...process.env });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}
