import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { createPgDatabase, quoteIdent } from './pg-database';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * An isolated database for one test file or case: a fresh schema on the server at
 * TEST_DATABASE_URL. Set it to use a server of your own; otherwise jest's global setup
 * (jest-global-postgres.ts) sets it once for the whole run, to a PostgreSQL testcontainer where
 * Docker runs, else to an embedded PostgreSQL server. Always call `dispose()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset: run the tests through jest (its global setup provides a server) or set it');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${quoteIdent(schema)}`);
  const db = createPgDatabase(url, { schema, max: 25 });
  return withDispose(db, () => admin(url, `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`));
}

function withDispose(db: Database, cleanUp: () => Promise<void>): TestDatabase {
  let disposed = false;
  return Object.assign(db, {
    async dispose() {
      if (disposed) return;
      disposed = true;
      await db.close();
      await cleanUp();
    },
  });
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A whole new PostgreSQL cluster of its own (about a second to initialise and start), for a
 * test about what only a fresh server has: transaction ids that start below 1000, say.
 */
export async function createFreshClusterDatabase(): Promise<TestDatabase> {
  const root = await mkdtemp(path.join(tmpdir(), 'dtn-fresh-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(root, 'postgres') });
  return withDispose(createPgDatabase(server.url), async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });
}

let docker: Promise<boolean> | undefined;

/** Whether a container runtime answers; cached because the probe is slow when none does. */
export function dockerAvailable(): Promise<boolean> {
  docker ??= (async () => {
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await getContainerRuntimeClient();
      return true;
    } catch {
      return false;
    }
  })();
  return docker;
}
