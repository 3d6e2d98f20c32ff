/**
 * The EventStoreDB of the integration tests, in order of preference: ESDB_URL from the
 * environment, an insecure in-memory `eventstore/eventstore:24.10` testcontainer when Docker
 * runs, else `{ skip: reason }` so the suite prints why and skips.
 *
 *   const esdb = await esdbForTests();
 *   if ('skip' in esdb) { console.warn(esdb.skip); describe.skip(...) } else { esdb.url ... }
 *
 * The container is one per test process (suites use fresh stream names); the testcontainers
 * reaper removes it when the process exits. A Docker engine that answers but cannot start the
 * image fails the suite: that is a broken set-up, not a reason to skip.
 */
import { dockerAvailable } from '../db/test-database';

export const ESDB_IMAGE = 'eventstore/eventstore:24.10';

export type TestEsdb = { url: string; source: 'env' | 'container' } | { skip: string };

let container: Promise<string> | undefined;

export async function esdbForTests(): Promise<TestEsdb> {
  const fromEnv = process.env.ESDB_URL?.trim();
  if (fromEnv) return { url: fromEnv, source: 'env' };
  if (!(await dockerAvailable())) {
    return {
      skip: 'ESDB_URL is unset and Docker is not available (set ESDB_URL=esdb://127.0.0.1:2113?tls=false for a running EventStoreDB, or start Docker)',
    };
  }
  container ??= startEventStoreDb();
  return { url: await container, source: 'container' };
}

async function startEventStoreDb(): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const started = await new GenericContainer(ESDB_IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return `esdb://${started.getHost()}:${started.getMappedPort(2113)}?tls=false`;
}
