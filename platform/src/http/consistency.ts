/**
 * Read-your-writes across the command/query split.
 *
 *   EVENT_POSITION_HEADER = 'x-event-position', MIN_POSITION_HEADER = 'x-min-position',
 *   CONSISTENCY_HEADER = 'x-consistency'
 *   setEventPosition(reply, position)      a command answers with the position it appended at
 *   readYourWritesPlugin(db, {timeoutMs?, pollMs?})  a fastify plugin for the query service: a
 *     request carrying `x-min-position: <commit>/<prepare>` waits until the projectors its route
 *     reads (route config `reads`, see registerRoute; every projector when the route names none)
 *     have reached that position, then proceeds; after timeoutMs (default 5000) it proceeds
 *     anyway with `x-consistency: stale`. A malformed header -> 400. So a stalled projector
 *     delays only the queries that read its tables.
 *
 * Polling is deliberate: it needs nothing from the projections process and works the same on
 * every PostgreSQL deployment; a 15 ms poll is far below what a person notices.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SqlClient } from '../db/database';
import { checkpointsReached } from '../db/checkpoints-reached';
import { ValidationError } from '../errors';
import { formatPosition, parsePosition, type Position } from '../event-store/port';

export const EVENT_POSITION_HEADER = 'x-event-position';
export const MIN_POSITION_HEADER = 'x-min-position';
export const CONSISTENCY_HEADER = 'x-consistency';

export function setEventPosition(reply: FastifyReply, position: Position): FastifyReply {
  return reply.header(EVENT_POSITION_HEADER, formatPosition(position));
}

export interface ReadYourWritesOptions {
  timeoutMs?: number;
  pollMs?: number;
}

export function readYourWritesPlugin(db: SqlClient, options: ReadYourWritesOptions = {}): FastifyPluginAsync {
  const timeoutMs = options.timeoutMs ?? 5000;
  const pollMs = options.pollMs ?? 15;

  const plugin: FastifyPluginAsync = async (app) => {
    // preHandler: after authentication and validation, so only real queries wait.
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[MIN_POSITION_HEADER];
      if (header === undefined) return;
      const position = typeof header === 'string' ? parsePosition(header) : null;
      if (!position) {
        throw new ValidationError(`Header ${MIN_POSITION_HEADER} must look like <commit>/<prepare>.`, [
          { field: `headers.${MIN_POSITION_HEADER}`, message: 'Expected <commit>/<prepare>, both non-negative integers' },
        ]);
      }
      const deadline = Date.now() + timeoutMs;
      const reads = request.routeOptions.config.reads;
      while (!(await checkpointsReached(db, position, reads))) {
        if (Date.now() >= deadline) {
          reply.header(CONSISTENCY_HEADER, 'stale');
          request.log.warn({ minPosition: header }, 'read models did not reach the position in time');
          return;
        }
        await sleep(pollMs);
      }
    });
  };
  return fp(plugin, { name: 'dtn-read-your-writes', fastify: '5.x' });
}
