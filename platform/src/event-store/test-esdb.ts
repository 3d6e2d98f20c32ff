/**
 * The KurrentDB (EventStoreDB) of the integration tests, in order of preference: ESDB_URL from the
 * environment, an insecure in-memory KurrentDB 25.1 testcontainer when Docker runs (25.1 is the
 * first with multi-stream append, which appendToStreams needs), else `{ skip: reason }` so the
 * suite prints why and skips.
 *
 *   const esdb = await esdbForTests();
 *   if ('skip' in esdb) { console.warn(esdb.skip); describe.skip(...) } else { esdb.url ... }
 *
 * The container is one per test process (suites use fresh stream names); the testcontainers
 * reaper removes it when the process exits. A Docker engine that answers but cannot start the
 * image fails the suite: that is a broken set-up, not a reason to skip.
 */
import { dockerAvailable } from '../db/test-database';

export const ESDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.0';

export type TestEsdb = { url: string; source: 'env' | 'container' } | { skip: string };

let container: Promise<string> | undefined;

export async function esdbForTests(): Promise<TestEsdb> {
  const fromEnv = process.env.ESDB_URL?.trim();
  if (fromEnv) return { url: fromEnv, source: 'env' };
  if (!(await dockerAvailable())) {
    return {
      skip: 'ESDB_URL is unset and Docker is not available (set ESDB_URL=kurrentdb://127.0.0.1:2113?tls=false for a running KurrentDB 25.1+, or start Docker)',
    };
  }
  container ??= startKurrentDb();
  return { url: await container, source: 'container' };
}

async function startKurrentDb(): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const started = await new GenericContainer(ESDB_IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return `kurrentdb://${started.getHost()}:${started.getMappedPort(2113)}?tls=false`;
}
