/**
 * `npm run replay`: rebuilds every read model from the first event. Configuration from the
 * environment (platform/config: DATABASE_URL or DATA_DIR, ESDB_URL). Stop the projection
 * runners (or the embedded app) first: they write the same tables.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { allProjectors } from './all-projectors';
import { replayReadModels } from './replay';

// The replay authenticates nobody: do not demand the OIDC settings of the services.
const config = loadConfig({ AUTH_MODE: 'dev', ...process.env });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
  try {
    console.log(`Replaying ${allProjectors.map((p) => p.name).join(', ')} from ${store.name}...`);
    const { events, ms } = await replayReadModels({ db, store, projectors: allProjectors });
    const perSecond = ms > 0 ? Math.round((events * 1000) / ms) : events;
    console.log(`Replayed ${events} events in ${(ms / 1000).toFixed(2)} s (${perSecond} events/s)`);
  } finally {
    await store.close();
  }
} catch (error) {
  console.error('Replay failed:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
