/**
 * The worker thread of projections-thread.ts: the projection runner with every projector, on a
 * database pool and an event store of its own, on the main thread's database (which owns the
 * embedded PostgreSQL server). Answers `health` with the runner's report; `stop` stops the
 * runner and closes what it opened, then says `stopped`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPgDatabase } from '@dtn/platform/db/pg-database';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { allProjectors, createProjectionRunner } from '@dtn/projections';
import type { FromProjections, ProjectionsThreadConfig, ToProjections } from './projections-thread';

const port = parentPort!;
const send = (message: FromProjections) => port.postMessage(message);
const config = workerData as ProjectionsThreadConfig;
// The runner reads and writes on one connection at a time; a spare for the event store's reads.
const db = createPgDatabase(config.databaseUrl, { max: 3 });
const store = await createEventStoreFromEnv({ ...(config.esdbUrl ? { esdbUrl: config.esdbUrl } : {}), db });
const runner = createProjectionRunner({ db, store, projectors: allProjectors });
await runner.start();

port.on('message', (message: ToProjections) => {
  if (message.type === 'health') send({ type: 'health', id: message.id, report: runner.health() });
  else
    void (async () => {
      await runner.stop();
      await store.close();
      await db.close();
      send({ type: 'stopped' });
    })();
});
send({ type: 'started' });
