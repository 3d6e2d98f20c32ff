import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, QueryResult, SqlClient } from './database';

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

function wrap(client: PgliteLike): SqlClient {
  return {
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await client.query<T>(text, params);
      // PGlite reports affectedRows 0 for a SELECT; pg reports the rows returned.
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
  };
}

/**
 * Embedded PostgreSQL (WebAssembly), in memory when `dataDir` is undefined. PGlite has one
 * connection and serialises every query and `transaction()` behind one mutex, so concurrent
 * transactions are safe; they simply run one after another. Inside `transaction(fn)` use only
 * the `tx` handed to `fn`: a query on the database itself would wait for the transaction to end.
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  // PGlite creates only the last folder of the path itself.
  if (dataDir && !dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  // Same contract as the pg adapter: int8 comes back as a string.
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [types.INT8]: (value: string) => value },
  });
  const direct = wrap(pglite);
  return {
    kind: 'pglite',
    query: direct.query,
    transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
