import type { FastifyRequest } from 'fastify';
import type { ActorContext } from './command-context';

const CORRELATION_ID_HEADER = 'x-correlation-id';

/** The caller's correlation id when it sent one (else the command mints one). */
export function correlationIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CORRELATION_ID_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/** The command context of an authenticated request: the signed-in user as the actor, and the
 * caller's correlation id. */
export function contextOf(request: FastifyRequest): ActorContext {
  const { id, role, dealerGroupId } = request.user;
  return { actor: { id, role, dealerGroupId }, correlationId: correlationIdOf(request) };
}
