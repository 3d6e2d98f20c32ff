import type { FastifyPluginAsync } from 'fastify';
import {
  addDealerGroup, addDealership, assignUserDealerships, deleteDealership, editDealership, editUserRole, updateUserProfile,
} from '@dtn/contracts/routes/admin-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { Commands } from '../commands';
import { contextOf } from './actor-of';
import { answer } from './answer';


/** Dealer-group, dealership and user administration (spec sections 5 to 7). The route checks the
 * permission; the deciders the role tiers and the own-dealer-group rule. */
export const adminCommandRoutes =
  (commands: Commands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addDealerGroup, async (request, reply) =>
      reply.send(answer(reply, await commands.createDealerGroup(request.body, contextOf(request)))));

    registerRoute(app, addDealership, async (request, reply) => {
      // id 0 / active / country of the form are not the caller's to choose (section 7).
      const { id: _id, active: _active, country: _country, ...fields } = request.body;
      return reply.send(answer(reply, await commands.createDealership(fields, contextOf(request))));
    });

    registerRoute(app, editDealership, async (request, reply) => {
      const { country: _country, ...fields } = request.body;
      return reply.send(answer(reply, await commands.editDealership(fields, contextOf(request))));
    });

    registerRoute(app, deleteDealership, async (request, reply) =>
      reply.send(answer(reply, await commands.deleteDealership({ id: request.params.id }, contextOf(request)))));

    registerRoute(app, editUserRole, async (request, reply) =>
      reply.send(answer(reply, await commands.changeUserRole(request.body, contextOf(request)))));

    registerRoute(app, assignUserDealerships, async (request, reply) =>
      reply.send(answer(reply, await commands.assignUserDealerships(request.body, contextOf(request)))));

    registerRoute(app, updateUserProfile, async (request, reply) =>
      reply.send(answer(reply, await commands.updateUserProfile(request.body, contextOf(request)))));
  };
