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
      const result = await client.query(text, params);
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
    query: <T>(text: string, params?: unknown[]) => direct.query<T>(text, params),
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
    listen: (channel, handlers) => listenOn(pool, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

/** A pooled connection kept for LISTEN until closed; a broken one is replaced after a pause. */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  handlers: { onNotify(payload: string): void; onReconnect?(): void },
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let current: pg.PoolClient | undefined;
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      client.release(error);
      if (current === client) current = undefined;
      if (!closed) void reconnect();
    });
    await client.query(`LISTEN ${quoteIdent(channel)}`);
    current = client;
  };
  const reconnect = async () => {
    for (let attempt = 1; !closed; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** attempt, 10_000)));
      try {
        await connect();
        handlers.onReconnect?.();
        return;
      } catch {
        // the server is still away: wait longer
      }
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      const client = current;
      current = undefined;
      if (client) {
        await client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        client.release();
      }
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
