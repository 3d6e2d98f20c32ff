import type { FastifyPluginAsync } from 'fastify';
import { addBuyListItem, removeBuyListItem } from '@dtn/contracts/routes/buy-list';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { BuyListCommands } from '../buy-list-commands';
import { contextOf } from './actor-of';
import { answer } from './answer';

/** Add and remove buy list items (spec section 7); every rule is the buy list decider's. */
export const buyListCommandRoutes =
  (buyLists: BuyListCommands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addBuyListItem, async (request, reply) => {
      const { userId, make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn } = request.body;
      // Nobody keeps a buy list in someone else's name.
      if (userId !== undefined && userId !== request.user.id) throw new ForbiddenError('userId must be your own user id.');
      const item = { make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn };
      return reply.send(answer(reply, await buyLists.addBuyListItem(item, contextOf(request))));
    });

    registerRoute(app, removeBuyListItem, async (request, reply) =>
      reply.send(answer(reply, await buyLists.removeBuyListItem({ id: request.params.id }, contextOf(request)))));
  };
