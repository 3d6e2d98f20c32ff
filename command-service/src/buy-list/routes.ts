import type { FastifyPluginAsync } from 'fastify';
import { addBuyListItem, removeBuyListItem } from '@dtn/contracts/routes/buy-list';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { BuyListHandlers } from './handlers';

/** Add and remove buy list items (spec section 7); every rule is the buy list decider's. */
export const buyListRoutes =
  (buyLists: BuyListHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addBuyListItem, async (request, reply) => {
      const { userId, make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn } = request.body;
      // Nobody keeps a buy list in someone else's name.
      if (userId !== undefined && userId !== request.user.id) throw new ForbiddenError('userId must be your own user id.');
      // Only these fields: the item's id is always fresh and its coordinates are the user's stored ones.
      const item = { make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn };
      return reply.send(answer(reply, await buyLists.addBuyListItem(item, contextOf(request))));
    });

    registerRoute(app, removeBuyListItem, async (request, reply) =>
      reply.send(answer(reply, await buyLists.removeBuyListItem(request.params, contextOf(request)))),
    );
  };
