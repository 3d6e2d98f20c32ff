import path from 'node:path';
import type { Database } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { createPgDatabase } from './pg-database';

/**
 * The PostgreSQL server at `databaseUrl` when one is configured; else the embedded server of the
 * data folder (`<dataDir>/postgres`, see embedded-postgres.ts), started now (or shared with the
 * process of ours already running it) and stopped when the database is closed.
 */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string; log?: (line: string) => void }): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  const server = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), ...(config.log ? { log: config.log } : {}) });
  const db = createPgDatabase(server.url, { max: 20 });
  return {
    ...db,
    async close() {
      await db.close();
      await server.stop();
    },
  };
}
