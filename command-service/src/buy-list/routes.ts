import type { FastifyPluginAsync } from 'fastify';
import {
  addBuyListItem,
  endStandingOrder,
  pauseStandingOrder,
  removeBuyListItem,
  resumeStandingOrder,
} from '@dtn/contracts/routes/buy-list';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { BuyListHandlers } from './handlers';

/** Add and remove buy list items (spec section 7), and pause, resume or end their standing
 * orders (issue 35); every rule is the buy list decider's. */
export const buyListRoutes =
  (buyLists: BuyListHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, addBuyListItem, async (request, reply) => {
      const { userId, make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn, autoOffer } = request.body;
      // Nobody keeps a buy list in someone else's name.
      if (userId !== undefined && userId !== request.user.id) throw new ForbiddenError('userId must be your own user id.');
      // Only these fields: the item's id is always fresh and its coordinates are the user's stored ones.
      const item = { make, model, startYear, endYear, searchRadius, retailReadyOnly, tradeIn };
      const canCreateOffer = request.user.permissions.has('CreateOffer');
      return reply.send(answer(reply, await buyLists.addBuyListItem({ ...item, autoOffer, canCreateOffer }, contextOf(request))));
    });

    registerRoute(app, removeBuyListItem, async (request, reply) =>
      reply.send(answer(reply, await buyLists.removeBuyListItem(request.params, contextOf(request)))),
    );

    registerRoute(app, pauseStandingOrder, async (request, reply) =>
      reply.send(answer(reply, await buyLists.pauseStandingOrder(request.params, contextOf(request)))),
    );
    registerRoute(app, resumeStandingOrder, async (request, reply) => {
      const input = { ...request.params, canCreateOffer: request.user.permissions.has('CreateOffer') };
      return reply.send(answer(reply, await buyLists.resumeStandingOrder(input, contextOf(request))));
    });
    registerRoute(app, endStandingOrder, async (request, reply) =>
      reply.send(answer(reply, await buyLists.endStandingOrder(request.params, contextOf(request)))),
    );
  };
