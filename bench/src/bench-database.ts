import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@dtn/platform/db/database';
import { createPgDatabase } from '@dtn/platform/db/pg-database';

/** The benchmarks run against the PostgreSQL server in BENCH_DATABASE_URL (default: the local
 * server's `postgres` database), each in a fresh schema dropped afterwards. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function openBenchDatabase(max = 70): Promise<{ db: Database; label: string; dispose: () => Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  await admin.end();
  const db = createPgDatabase(benchDatabaseUrl, { schema, max });
  return {
    db,
    label: `PostgreSQL ${version} server (pg pool)`,
    async dispose() {
      await db.close();
      const drop = new pg.Client({ connectionString: benchDatabaseUrl });
      await drop.connect();
      await drop.query(`DROP SCHEMA ${schema} CASCADE`);
      await drop.end();
    },
  };
}
