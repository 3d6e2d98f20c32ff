import type { FastifyPluginAsync } from 'fastify';
import { buyNow } from '@dtn/contracts/routes/offer-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { BuyNowHandlers } from './buy-now-handler';

/** POST /api/offer/buy-now: `If-Match` names the vehicle's Buy Now version the buyer saw. */
export const buyNowRoutes =
  (handlers: BuyNowHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, buyNow, async (request, reply) => {
      const input = { inventoryId: request.body.inventoryId, expectedBuyNowVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await handlers.buyNow(input, contextOf(request)), 'won'));
    });
  };
