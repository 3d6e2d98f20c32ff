import type { FastifyPluginAsync } from 'fastify';
import { assignUserDealerships, editUserRole, setNotificationEmails, updateUserProfile } from '@dtn/contracts/routes/admin-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { UserHandlers } from './handlers';

/** User administration and the own profile (spec sections 5 to 7): the route checks the
 * permission, the decider the role tiers and the own-dealer-group rule. */
export const userRoutes =
  (users: UserHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, editUserRole, async (request, reply) =>
      reply.send(answer(reply, await users.changeUserRole(request.body, contextOf(request)))),
    );

    registerRoute(app, assignUserDealerships, async (request, reply) =>
      reply.send(answer(reply, await users.assignUserDealerships(request.body, contextOf(request)))),
    );

    registerRoute(app, updateUserProfile, async (request, reply) =>
      reply.send(answer(reply, await users.updateUserProfile(request.body, contextOf(request)))),
    );

    // Always the caller's own emails: the id comes from the token, never from the body.
    registerRoute(app, setNotificationEmails, async (request, reply) => {
      const ctx = contextOf(request);
      return reply.send(answer(reply, await users.chooseNotificationEmails({ id: ctx.actor.id, off: request.body.off }, ctx)));
    });
  };
