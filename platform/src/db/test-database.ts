import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { createPgDatabase, quoteIdent } from './pg-database';
import { createPgliteDatabase } from './pglite-database';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * An isolated database for one test file or case. In order of preference: a fresh schema on
 * the server at TEST_DATABASE_URL, a fresh schema on a PostgreSQL testcontainer (when Docker
 * runs), else an in-memory PGlite. Always call `dispose()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL || (await containerUrl());
  if (!url) return withDispose(await createPgliteDatabase(), async () => undefined);

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

// One container per test process, shared by every test database (each gets its own schema);
// the testcontainers reaper removes it when the process exits.
let container: Promise<string | undefined> | undefined;

function containerUrl(): Promise<string | undefined> {
  container ??= (async () => {
    if (!(await dockerAvailable())) return undefined;
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const started = await new PostgreSqlContainer('postgres:15').start();
    return started.getConnectionUri();
  })();
  return container;
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
