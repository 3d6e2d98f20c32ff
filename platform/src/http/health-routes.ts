/**
 * Liveness and readiness for orchestrators; both public and hidden from the OpenAPI document.
 *
 *   registerHealthRoutes(app, readiness?)
 *     GET /healthz -> 200 {status:'ok'} while the process serves HTTP
 *     GET /readyz  -> 200 {status:'ok'} when readiness() resolves true, else 503 problem+json
 */
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';
import type { SqlClient } from '../db/database';

export type Readiness = () => Promise<boolean>;

/** Ready while the database answers: every service's readiness (issue 7 adds the broker). */
export const databaseAnswers =
  (db: SqlClient): Readiness =>
  async () =>
    (await db.query('SELECT 1')).rows.length === 1;

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness = async () => true): void {
  const options = { schema: { hide: true }, config: { auth: 'public' as const } };
  app.get('/healthz', options, async () => ({ status: 'ok' }));
  app.get('/readyz', options, async (request, reply) => {
    // A probe that throws means "not ready", never a 500 that pages someone.
    const ready = await readiness().catch((error: unknown) => {
      request.log.warn({ err: error }, 'readiness probe failed');
      return false;
    });
    if (ready) return { status: 'ok' };
    return sendProblem(request, reply, { status: 503, code: 'service-unavailable', detail: 'Not ready yet.' });
  });
}
