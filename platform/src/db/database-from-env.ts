import type { Database } from './database';
import { createPgDatabase } from './pg-database';
import { createPgliteDatabase } from './pglite-database';

/** A PostgreSQL server when a URL is configured, else PGlite persisted under `dataDir`. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  return createPgliteDatabase(config.dataDir);
}
