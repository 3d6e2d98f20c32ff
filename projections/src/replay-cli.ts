/**
 * `npm run replay`: rebuilds every read model from the first event. Configuration from the
 * environment (cli-database.ts). Stop the projection runners (or the embedded app) first: they
 * write the same tables.
 */
import { allProjectors } from './all-projectors';
import { openCliStores } from './cli-database';
import { replayReadModels } from './replay';

const { db, store, close } = await openCliStores();
try {
  console.log(`Replaying ${allProjectors.map((p) => p.name).join(', ')} from ${store.name}...`);
  const { events, ms } = await replayReadModels({ db, store, projectors: allProjectors });
  const perSecond = ms > 0 ? Math.round((events * 1000) / ms) : events;
  console.log(`Replayed ${events} events in ${(ms / 1000).toFixed(2)} s (${perSecond} events/s)`);
} catch (error) {
  console.error('Replay failed:', error);
  process.exitCode = 1;
} finally {
  await close();
}
