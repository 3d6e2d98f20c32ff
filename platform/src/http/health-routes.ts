/**
 * Liveness and readiness for orchestrators; both public and hidden from the OpenAPI document.
 *
 *   registerHealthRoutes(app, readiness?)
 *     GET /healthz -> 200 {status:'ok'} while the process serves HTTP
 *     GET /readyz  -> 200 {status:'ok', ...detail} when ready, else 503 problem+json whose
 *                     detail says what is not (a stalled projector by name, say)
 *   databaseAnswers(db)        ready while `SELECT 1` answers
 *   eventStoreAnswers(store)   ready while the event store answers (headPosition resolves)
 *   allReady(...checks)        ready when every check is; they run side by side; details merge
 *   probe(readiness, onError?) the report of a /readyz: not ready when the check throws or hangs
 *
 * A check answers a boolean, or a ReadinessReport when it has more to say: the projections name
 * their stalled and parked projectors there, even while ready.
 */
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';
import type { SqlClient } from '../db/database';
import type { EventStore } from '../event-store/port';

export interface ReadinessReport {
  ready: boolean;
  /** What a reader of /readyz should know, whatever `ready` says (JSON-serialisable). */
  detail?: Record<string, unknown>;
}

export type Readiness = () => Promise<boolean | ReadinessReport>;

const asReport = (answer: boolean | ReadinessReport): ReadinessReport => (typeof answer === 'boolean' ? { ready: answer } : answer);

/** A dependency that has not answered in this long counts as down (an unreachable host may
 * otherwise hold the probe until the client's own, much longer, deadline). */
export const READINESS_TIMEOUT_MS = 5000;

/** Ready while the database answers: every service needs it (users, read models). */
export const databaseAnswers =
  (db: SqlClient): Readiness =>
  async () =>
    (await db.query('SELECT 1')).rows.length === 1;

/** Ready while the event store answers: asking for its head is a cheap read on every adapter
 * (an empty store answers null, which is still an answer). */
export const eventStoreAnswers =
  (store: Pick<EventStore, 'headPosition'>): Readiness =>
  async () => {
    await store.headPosition();
    return true;
  };

/** Ready when every check is: one dependency down makes the process not ready. */
export const allReady =
  (...checks: Readiness[]): Readiness =>
  async () => {
    const reports = (await Promise.all(checks.map((check) => check()))).map(asReport);
    const detail = Object.assign({}, ...reports.map((report) => report.detail ?? {})) as Record<string, unknown>;
    return { ready: reports.every((report) => report.ready), ...(Object.keys(detail).length > 0 ? { detail } : {}) };
  };

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness = async () => true): void {
  const options = { schema: { hide: true }, config: { auth: 'public' as const } };
  app.get('/healthz', options, async () => ({ status: 'ok' }));
  app.get('/readyz', options, async (request, reply) => {
    const report = await probe(readiness, (error) => request.log.warn({ err: error }, 'readiness probe failed'));
    if (report.ready) return { status: 'ok', ...report.detail };
    const why = report.detail ? ` ${JSON.stringify(report.detail)}` : '';
    return sendProblem(request, reply, { status: 503, code: 'service-unavailable', detail: `Not ready yet.${why}` });
  });
}

/** A check that throws or hangs past READINESS_TIMEOUT_MS means "not ready", never a 500 that
 * pages someone. */
export async function probe(readiness: Readiness, onError: (error: unknown) => void = () => undefined): Promise<ReadinessReport> {
  return withTimeout(readiness(), READINESS_TIMEOUT_MS).then(asReport, (error: unknown) => {
    onError(error);
    return { ready: false };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
