/**
 * Is a failure worth retrying as it is, or does it belong to the event?
 *
 *   isTransientFailure(error)   true for the database going away, lock and serialisation
 *                               conflicts, resource exhaustion, an operator cancelling the
 *                               query: the same batch may well apply later, so the runner
 *                               retries the whole batch and never parks an event for these
 *
 * Everything else (a value the column refuses, a broken constraint, a bug in a handler, an event
 * that breaks its contract) fails again on every attempt: once retries are spent, the event is
 * parked for that projector alone (apply-isolated.ts).
 */

import { SOCKET_CODES } from '@dtn/platform/db/database-unavailable';

/** SQLSTATE classes of conditions outside the event: connection (08), transaction rollback
 * (40: serialisation failure, deadlock), insufficient resources (53), operator intervention (57:
 * admin shutdown, query cancelled), system error (58). */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);
/** lock_not_available, object_in_use. */
const TRANSIENT_CODES = new Set(['55P03', '55006']);

export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Node's socket errors: the server is unreachable or the connection broke (the HTTP edge's list).
    if (SOCKET_CODES.has(code) || TRANSIENT_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_CLASSES.has(code.slice(0, 2))) return true;
  }
  const message = (error as { message?: unknown }).message;
  // pg's own wording when the socket closes under a query.
  return typeof message === 'string' && /Connection terminated|connection is closed/i.test(message);
}

/** One line for logs, the parked row and /readyz: the message without a stack. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
