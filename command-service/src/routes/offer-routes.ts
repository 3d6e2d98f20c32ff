import type { FastifyPluginAsync } from 'fastify';
import {
  addConversationMessage, approveOffer, cancelOffer, createOffer, dismissOfferAsBuyer, dismissOfferAsSeller, rejectOffer,
  restoreOffer, updateOffer,
} from '@dtn/contracts/routes/offer-commands';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { OfferCommands } from '../offer-commands';
import { contextOf } from './actor-of';
import { answer } from './answer';


/** A body naming the acting user must name the caller: nobody acts in someone else's name. */
function callerOnly(claimed: string | undefined, callerId: string, field: string): void {
  if (claimed !== undefined && claimed !== callerId) throw new ForbiddenError(`${field} must be your own user id.`);
}

/** The offer calls of spec section 7; every rule is the offer decider's. */
export const offerCommandRoutes =
  (offers: OfferCommands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, createOffer, async (request, reply) => {
      const { body } = request;
      callerOnly(body.userId, request.user.id, 'userId');
      const ctx = contextOf(request);
      if (body.status === 'bidding-transportation') {
        const { inventoryId, destinationDealershipId, transportationSearchRadius } = body;
        return reply.send(answer(reply, await offers.requestTransport({ inventoryId, destinationDealershipId, transportationSearchRadius }, ctx), body.status));
      }
      const { inventoryId, offerAmount, transportOfferAmount } = body;
      return reply.send(answer(reply, await offers.submitOffer({ inventoryId, offerAmount, transportOfferAmount }, ctx), body.status));
    });

    registerRoute(app, updateOffer, async (request, reply) => {
      const { id, offerAmount, transportOfferAmount } = request.body;
      return reply.send(answer(reply, await offers.updateOffer({ id, offerAmount, transportOfferAmount }, contextOf(request)), 'submitted'));
    });

    registerRoute(app, cancelOffer, async (request, reply) =>
      reply.send(answer(reply, await offers.cancelOffer({ id: request.params.id }, contextOf(request)), 'cancelled')));

    registerRoute(app, restoreOffer, async (request, reply) =>
      reply.send(answer(reply, await offers.restoreOffer({ id: request.params.id }, contextOf(request)))));

    registerRoute(app, dismissOfferAsBuyer, async (request, reply) =>
      reply.send(answer(reply, await offers.dismissOffer({ id: request.params.id, side: 'buyer' }, contextOf(request)))));

    registerRoute(app, dismissOfferAsSeller, async (request, reply) =>
      reply.send(answer(reply, await offers.dismissOffer({ id: request.params.id, side: 'seller' }, contextOf(request)))));

    registerRoute(app, approveOffer, async (request, reply) => {
      const { inventoryId, offerId } = request.params;
      return reply.send(answer(reply, await offers.acceptOffer({ inventoryId, offerId }, contextOf(request)), 'won'));
    });

    registerRoute(app, rejectOffer, async (request, reply) => {
      const { inventoryId, offerId } = request.params;
      return reply.send(answer(reply, await offers.rejectOffer({ inventoryId, offerId }, contextOf(request)), 'lost'));
    });

    registerRoute(app, addConversationMessage, async (request, reply) => {
      callerOnly(request.body.fromUserId, request.user.id, 'fromUserId');
      const done = await offers.addConversationMessage({ offerId: request.params.id, message: request.body.message }, contextOf(request));
      return reply.send(answer(reply, done));
    });
  };
