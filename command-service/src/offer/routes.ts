import type { FastifyPluginAsync } from 'fastify';
import {
  acceptOfferTerms,
  addConversationMessage,
  counterOffer,
  approveOffer,
  approveTransportBid,
  cancelOffer,
  createOffer,
  dismissOfferAsBuyer,
  dismissOfferAsSeller,
  quoteTransportBid,
  rejectOffer,
  restoreOffer,
  standByOffer,
  updateOffer,
} from '@dtn/contracts/routes/offer-commands';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { ForbiddenError } from '@dtn/platform/errors';
import { limitPublicRoutes, type RateLimit } from '@dtn/platform/http/rate-limit';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { OfferHandlers } from './handlers';

/** The public quote is the one write anyone may call: guessing uids or flooding quotes is slowed
 * down per IP (192-bit uids already make guessing hopeless). */
const defaultVendorRateLimit: RateLimit = { max: 30, timeWindow: '1 minute' };

/** A body naming the acting user must name the caller: nobody acts in someone else's name. */
function callerOnly(claimed: string | undefined, callerId: string, field: string): void {
  if (claimed !== undefined && claimed !== callerId) throw new ForbiddenError(`${field} must be your own user id.`);
}

/** The negotiation sides a caller's grants let them play: the buyer's answers need UpdateOffer,
 * the seller's ApproveInboundOffer (which side they are on, the offer decides). */
const sidesOf = (user: AuthUser) => ({ buyer: user.permissions.has('UpdateOffer'), seller: user.permissions.has('ApproveInboundOffer') });

/** The offer calls of spec section 7, with the transport bids of its transport stage (the
 * buyer's selection and the vendor's public quote); every rule is the offer decider's. */
export const offerRoutes =
  (offers: OfferHandlers, options: { rateLimit?: RateLimit } = {}): FastifyPluginAsync =>
  async (app) => {
    // First: only the public route of this plugin (the vendor's quote) is limited.
    await limitPublicRoutes(app, options.rateLimit ?? defaultVendorRateLimit);

    registerRoute(app, createOffer, async (request, reply) => {
      const { body } = request;
      callerOnly(body.userId, request.user.id, 'userId');
      const done =
        body.status === 'bidding-transportation'
          ? await offers.requestTransport(body, contextOf(request))
          : await offers.submitOffer(body, contextOf(request));
      return reply.send(answer(reply, done, body.status));
    });

    registerRoute(app, updateOffer, async (request, reply) => {
      const input = { ...request.body, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.updateOffer(input, contextOf(request)), 'submitted'));
    });

    registerRoute(app, cancelOffer, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.cancelOffer(input, contextOf(request)), 'cancelled'));
    });

    registerRoute(app, restoreOffer, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.restoreOffer(input, contextOf(request))));
    });

    registerRoute(app, dismissOfferAsBuyer, async (request, reply) =>
      reply.send(answer(reply, await offers.dismissOffer({ ...request.params, side: 'buyer' }, contextOf(request)))),
    );

    registerRoute(app, dismissOfferAsSeller, async (request, reply) =>
      reply.send(answer(reply, await offers.dismissOffer({ ...request.params, side: 'seller' }, contextOf(request)))),
    );

    registerRoute(app, approveOffer, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.acceptOffer(input, contextOf(request)), 'won'));
    });

    registerRoute(app, rejectOffer, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.rejectOffer(input, contextOf(request)), 'lost'));
    });

    registerRoute(app, counterOffer, async (request, reply) => {
      const input = { ...request.params, ...request.body, expectedVersion: request.headers['if-match'], permitted: sidesOf(request.user) };
      return reply.send(answer(reply, await offers.counterOffer(input, contextOf(request)), 'submitted'));
    });

    registerRoute(app, standByOffer, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'], permitted: sidesOf(request.user) };
      return reply.send(answer(reply, await offers.standByOffer(input, contextOf(request)), 'submitted'));
    });

    registerRoute(app, acceptOfferTerms, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'], permitted: sidesOf(request.user) };
      return reply.send(answer(reply, await offers.acceptTerms(input, contextOf(request)), 'won'));
    });

    registerRoute(app, addConversationMessage, async (request, reply) => {
      callerOnly(request.body.fromUserId, request.user.id, 'fromUserId');
      const done = await offers.addConversationMessage({ ...request.params, message: request.body.message }, contextOf(request));
      return reply.send(answer(reply, done));
    });

    registerRoute(app, approveTransportBid, async (request, reply) => {
      const input = { ...request.params, expectedVersion: request.headers['if-match'] };
      return reply.send(answer(reply, await offers.selectTransportBid(input, contextOf(request)), 'bid'));
    });

    registerRoute(app, quoteTransportBid, async (request, reply) =>
      reply.send(answer(reply, await offers.quoteTransportBid(request.body))),
    );
  };
