/**
 * One small SQL port over both `pg` (a server) and PGlite (embedded), so the event store,
 * projections and queries run unchanged in either mode.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends SqlClient {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
