/**
 * Is this the database being away (down, restarting, unreachable) rather than the statement's
 * fault? The HTTP edge answers such a failure 503 with Retry-After (errors.ts, toHttpError), and
 * the background loops retry it as it is (projections' failure-kind.ts).
 *
 *   isDatabaseUnavailable(error)   true for a refused or broken connection, the server shutting
 *                                  down, crashing or starting up, no free connection in time
 *
 * Deliberately not a wrapper error thrown by the pool: a reactor that tolerates our HttpErrors
 * (a refused command) must still see a lost connection as a failure and handle the batch again.
 */

/** connection_exception (08xxx); admin_shutdown, crash_shutdown, cannot_connect_now (the server
 * starting up, shutting down or in recovery); too_many_connections. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
const SQLSTATE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors on the way to the server. ENOENT and EACCES only when connecting: the
 * Unix socket file is gone while the server restarts (elsewhere they are a file's errors). */
export const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECT_CODES = new Set(['ENOENT', 'EACCES']);
/** pg's and pg-pool's own words: the socket closed under a query, a client that broke before,
 * the pool's connectionTimeoutMillis. */
const PG_MESSAGES = /Connection terminated|connection is closed|is not queryable|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATE_CODES.has(code) || CONNECTION_EXCEPTION.test(code)) return true;
    if (CONNECT_CODES.has(code) && syscall === 'connect') return true;
  }
  return typeof message === 'string' && PG_MESSAGES.test(message);
}
