import type { FastifyPluginAsync } from 'fastify';
import { addDealership, deleteDealership, editDealership } from '@dtn/contracts/routes/admin-commands';
import { setAgingSettings } from '@dtn/contracts/routes/aging';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { DealershipHandlers } from './handlers';

/** Dealership administration (spec sections 5 to 7) and the dealership's aging settings: the
 * route checks the permission, the decider the role tiers and the own-dealer-group rule. */
export const dealershipRoutes =
  (dealerships: DealershipHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addDealership, async (request, reply) => {
      // id 0 / active / country of the form are not the caller's to choose (section 7).
      const { id: _id, active: _active, country: _country, ...fields } = request.body;
      return reply.send(answer(reply, await dealerships.createDealership(fields, contextOf(request))));
    });

    registerRoute(app, editDealership, async (request, reply) => {
      const { country: _country, ...fields } = request.body;
      return reply.send(answer(reply, await dealerships.editDealership(fields, contextOf(request))));
    });

    registerRoute(app, deleteDealership, async (request, reply) =>
      reply.send(answer(reply, await dealerships.deleteDealership(request.params, contextOf(request)))),
    );

    registerRoute(app, setAgingSettings, async (request, reply) =>
      reply.send(answer(reply, await dealerships.setAgingSettings({ id: request.params.id, ...request.body }, contextOf(request)))),
    );
  };
