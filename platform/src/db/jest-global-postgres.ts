/**
 * Jest's globalSetup and globalTeardown (jest.config.ts, through the .mjs wrappers beside this
 * file): when a test run has neither TEST_DATABASE_URL nor Docker, ONE embedded PostgreSQL server
 * serves the whole run. It starts in jest's own process and reaches every worker as
 * TEST_DATABASE_URL (each test file still gets a schema of its own); the teardown stops it and
 * deletes its folder. Without this, every test file (jest gives each its own module registry)
 * would start a cluster of its own and leave it running after the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded-postgres';
import { dockerAvailable } from './test-database';

let started: { server: EmbeddedPostgresServer; folder: string } | undefined;

export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL || (await dockerAvailable())) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'dtn-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres') });
  process.env.TEST_DATABASE_URL = server.url;
  started = { server, folder };
}

export async function teardown(): Promise<void> {
  if (!started) return;
  const { server, folder } = started;
  started = undefined;
  delete process.env.TEST_DATABASE_URL;
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
