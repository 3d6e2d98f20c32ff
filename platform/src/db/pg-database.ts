import pg from 'pg';
import type { Database, ListenHandlers, QueryResult, SqlClient } from './database';
import { createStatementNames } from './statement-names';

/** int8 (bigint, bigserial) stays a string: JS numbers lose precision past 2^53, so callers
 * convert with BigInt()/Number() where they know the range. Set once per process. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => value);

export interface PgDatabaseOptions {
  /** Every connection uses this schema as its search_path (isolated test schemas). */
  schema?: string;
  max?: number;
  /** The longest a statement waits for a connection (a new one, or a turn in the pool's queue)
   * before it fails as unavailable (503 at the HTTP edge); default 10 s. */
  connectionTimeoutMs?: number;
}

type StatementNames = ReturnType<typeof createStatementNames>;

/** Statements with parameters that the pool runs often go as named prepared statements
 * (statement-names.ts); the rest as before. */
function wrap(client: pg.Pool | pg.PoolClient, names: StatementNames): SqlClient {
  return {
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const name = params && params.length > 0 ? names.nameFor(text) : undefined;
      try {
        const result = name ? await client.query({ name, text, values: params }) : await client.query(text, params);
        return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
      } catch (error) {
        if (name && isUnusablePreparedStatement(error)) names.forget(text);
        throw error;
      }
    },
  };
}

/** A table changed under a prepared `SELECT *` (its result type), or the statement is gone: run
 * the text unnamed from now on. Only the call that met it fails. */
function isUnusablePreparedStatement(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test(message ?? ''));
}

export function createPgDatabase(connectionString: string, options: PgDatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // A server that stops answering (not dead: stopped, or a network that drops packets) must
    // not hold a request forever; a dead one refuses at once.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // An idle client losing its server connection must not crash the process: the pool drops it
  // and opens a new one when asked.
  pool.on('error', () => undefined);
  const names = createStatementNames();
  const direct = wrap(pool, names);
  return {
    query: <T>(text: string, params?: unknown[]) => direct.query<T>(text, params),
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: when the server goes while `fn` is
      // between statements, pg emits 'error' on it, which unheard is an uncaught exception that
      // ends the process. Heard here, the next statement fails instead and the client is dropped.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken ??= error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, names));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: (channel, handlers) => listenOn(pool, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

/** A pooled connection kept for LISTEN until closed; a broken one is replaced after a pause.
 * Each connection goes back to the pool once: after close, the server may still end it (a
 * shutdown), and its error then reaches this listener too. */
async function listenOn(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let current: { client: pg.PoolClient; release: (error?: Error) => void } | undefined;
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      const wasCurrent = current?.client === client;
      release(error);
      if (wasCurrent) current = undefined;
      if (closed || !wasCurrent) return;
      handlers.onDisconnect?.();
      void reconnect();
    });
    try {
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    // Closed while this connection was being made (a reconnect after the server came back): drop
    // it, or it stays checked out and the pool's end() waits for it forever.
    if (closed) return release(new Error('closed while connecting'));
    current = { client, release };
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
      const listening = current;
      current = undefined;
      if (listening) {
        await listening.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        listening.release();
      }
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
