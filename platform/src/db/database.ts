/**
 * One small SQL port over `pg`, so the event store, projections and queries take a database
 * without knowing where it runs (a configured server, or the embedded one of `npm start`).
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onDisconnect?(): void;
  onReconnect?(): void;
}

export interface Database extends SqlClient {
  /** LISTENs on `channel` on a connection of its own; `onNotify` for each NOTIFY. When that
   * connection breaks it calls `onDisconnect` (NOTIFYs may now go unheard), connects again (with
   * backoff) and calls `onReconnect`: a listener then catches up on what it may have missed. */
  listen(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
