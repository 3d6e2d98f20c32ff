/**
 * Jest's globalSetup and globalTeardown (jest.config.ts, through the .mjs wrappers beside this
 * file): the PostgreSQL server of the whole test run, chosen once in jest's own process and
 * handed to every worker as TEST_DATABASE_URL (each test file still gets a schema of its own,
 * test-database.ts). In order of preference: TEST_DATABASE_URL as given; a PostgreSQL
 * testcontainer where Docker runs; else an embedded PostgreSQL server in a temporary folder.
 * The teardown stops what the setup started (and deletes the embedded server's folder). Chosen
 * per test file instead, every file (jest gives each its own module registry) would start a
 * server of its own and leave it running after the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import { dockerAvailable } from './test-database';

let stopServer: (() => Promise<void>) | undefined;

export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  if (await dockerAvailable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15').start();
    process.env.TEST_DATABASE_URL = container.getConnectionUri();
    stopServer = async () => void (await container.stop());
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'dtn-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres') });
  process.env.TEST_DATABASE_URL = server.url;
  stopServer = async () => {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
}

export async function teardown(): Promise<void> {
  if (!stopServer) return;
  const stop = stopServer;
  stopServer = undefined;
  delete process.env.TEST_DATABASE_URL;
  await stop();
}
