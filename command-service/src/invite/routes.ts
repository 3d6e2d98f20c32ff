import type { FastifyPluginAsync } from 'fastify';
import { acceptInvite, revokeInvite, sendInvite } from '@dtn/contracts/routes/invite-commands';
import { ConflictError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf, correlationIdOf } from '../shared/context-of';
import type { InviteHandlers } from './handlers';

/** The invitation calls of spec section 7; every rule is the invite decider's. */
export const inviteRoutes =
  (invites: InviteHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, sendInvite, async (request, reply) => {
      const ctx = { ...contextOf(request), mayInviteDealerPrincipal: request.user.permissions.has('InviteDealerPrincipal') };
      // The token goes out only in the email, never in the answer.
      const { id, position } = await invites.sendInvite(request.body, ctx);
      return reply.send(answer(reply, { id, position }));
    });

    registerRoute(app, revokeInvite, async (request, reply) =>
      reply.send(answer(reply, await invites.revokeInvite(request.query, contextOf(request)))),
    );

    registerRoute(app, acceptInvite, async (request, reply) => {
      if (request.user) throw new ConflictError('You already have a user account; an invitation is for a new user.');
      const done = await invites.acceptInvite(request.body, request.identity, { correlationId: correlationIdOf(request) });
      return reply.send({ ...answer(reply, done), userId: done.userId });
    });
  };
