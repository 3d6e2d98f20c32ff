import pg from 'pg';
import type { Database, QueryResult, SqlClient } from './database';

/** int8 (bigint, bigserial) stays a string: JS numbers lose precision past 2^53, so callers
 * convert with BigInt()/Number() where they know the range. Set once per process. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => value);

export interface PgDatabaseOptions {
  /** Every connection uses this schema as its search_path (isolated test schemas). */
  schema?: string;
  max?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): SqlClient {
  return {
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await client.query(text, params as unknown[] | undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  };
}

export function createPgDatabase(connectionString: string, options: PgDatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // An idle client losing its server connection must not crash the process.
  pool.on('error', () => undefined);
  const direct = wrap(pool);
  return {
    kind: 'pg',
    query: direct.query,
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
