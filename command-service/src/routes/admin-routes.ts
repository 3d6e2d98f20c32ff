import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  addDealerGroup, addDealership, assignUserDealerships, deleteDealership, editDealership, editUserRole, updateUserProfile,
} from '@dtn/contracts/routes/admin-commands';
import { formatPosition } from '@dtn/platform/event-store/port';
import { setEventPosition } from '@dtn/platform/http/consistency';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { Commands, Created } from '../commands';
import { contextOf } from './actor-of';

/** The answer of every administration command: the id, and the position in body and header
 * (the query side's read-your-writes waits for it); no position when nothing changed. */
function answer(reply: FastifyReply, { id, position }: Created) {
  if (position) setEventPosition(reply, position);
  return reply.send({ id, position: position ? formatPosition(position) : null });
}

/** Dealer-group, dealership and user administration (spec sections 5 to 7). The route checks the
 * permission; the deciders the role tiers and the own-dealer-group rule. */
export const adminCommandRoutes =
  (commands: Commands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addDealerGroup, async (request, reply) =>
      answer(reply, await commands.createDealerGroup(request.body, contextOf(request))));

    registerRoute(app, addDealership, async (request, reply) => {
      // id 0 / active / country of the form are not the caller's to choose (section 7).
      const { id: _id, active: _active, country: _country, ...fields } = request.body;
      return answer(reply, await commands.createDealership(fields, contextOf(request)));
    });

    registerRoute(app, editDealership, async (request, reply) => {
      const { country: _country, ...fields } = request.body;
      return answer(reply, await commands.editDealership(fields, contextOf(request)));
    });

    registerRoute(app, deleteDealership, async (request, reply) =>
      answer(reply, await commands.deleteDealership({ id: request.params.id }, contextOf(request))));

    registerRoute(app, editUserRole, async (request, reply) =>
      answer(reply, await commands.changeUserRole(request.body, contextOf(request))));

    registerRoute(app, assignUserDealerships, async (request, reply) =>
      answer(reply, await commands.assignUserDealerships(request.body, contextOf(request))));

    registerRoute(app, updateUserProfile, async (request, reply) =>
      answer(reply, await commands.updateUserProfile(request.body, contextOf(request))));
  };
