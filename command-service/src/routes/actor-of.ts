import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../command-context';

export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** The command context of an authenticated request: the signed-in user as the actor, and the
 * caller's correlation id when it sent one (else one is minted for the command). */
export function contextOf(request: FastifyRequest): CommandContext {
  const { id, role, dealerGroupId } = request.user;
  const header = request.headers[CORRELATION_ID_HEADER];
  return { actor: { id, role, dealerGroupId }, correlationId: typeof header === 'string' && header !== '' ? header : undefined };
}
