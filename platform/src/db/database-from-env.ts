import path from 'node:path';
import type { Database } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { createPgDatabase } from './pg-database';

/**
 * The PostgreSQL server at `databaseUrl` when one is configured; else the embedded server of the
 * data folder (`<dataDir>/postgres`, see embedded-postgres.ts), started now (or shared with the
 * process of ours already running it) and stopped when the database is closed. The embedded
 * server is started again when it dies (`log` tells; `onGiveUp` when it cannot be), and the pool
 * connects to it again: statements fail while it is away, and work once it is back.
 */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  log?: (line: string) => void;
  onGiveUp?: (error: unknown) => void;
}): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  const { log, onGiveUp } = config;
  const server = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    ...(log ? { log } : {}),
    ...(onGiveUp ? { onGiveUp } : {}),
  });
  // 8 connections, not 20: on 2 cores, 20 busy backends crowd the one Node thread off the CPU.
  // Under the HTTP bench's 200 connections (bench/, four alternating runs each) the mixed load's
  // p99 was 148-198 ms with 8 against 367-933 ms with 20, the projections 0.42-0.65 s behind
  // against 0.83-1.62 s, at the same bid rate (1,897-2,349 against 1,906-2,498 accepted/s).
  const db = createPgDatabase(server.url, { max: 8 });
  return {
    ...db,
    async close() {
      await db.close();
      await server.stop();
    },
  };
}
