import type { FastifyPluginAsync } from 'fastify';
import { addDealerGroup, setResponseHours } from '@dtn/contracts/routes/admin-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { DealerGroupHandlers } from './handlers';

/** Dealer groups (spec sections 5 to 7): the route checks the permission, the decider the rest. */
export const dealerGroupRoutes =
  (dealerGroups: DealerGroupHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addDealerGroup, async (request, reply) =>
      reply.send(answer(reply, await dealerGroups.createDealerGroup(request.body, contextOf(request)))),
    );

    registerRoute(app, setResponseHours, async (request, reply) =>
      reply.send(
        answer(reply, await dealerGroups.setResponseHours({ id: request.params.id, hours: request.body.hours }, contextOf(request))),
      ),
    );
  };
