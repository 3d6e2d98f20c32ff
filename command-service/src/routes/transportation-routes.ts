import type { FastifyPluginAsync } from 'fastify';
import { approveTransportBid, quoteTransportBid } from '@dtn/contracts/routes/offer-commands';
import { limitPublicRoutes, type RateLimit } from '@dtn/platform/http/rate-limit';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { OfferCommands } from '../offer-commands';
import { contextOf } from './actor-of';
import { answer } from './answer';

/** The public quote is the one write anyone may call: guessing uids or flooding quotes is slowed
 * down per IP (192-bit uids already make guessing hopeless). */
export const defaultVendorRateLimit: RateLimit = { max: 30, timeWindow: '1 minute' };

/** The buyer's transport-bid selection and the vendor's public quote. */
export const transportationCommandRoutes =
  (offers: OfferCommands, options: { rateLimit?: RateLimit } = {}): FastifyPluginAsync =>
  async (app) => {
    await limitPublicRoutes(app, options.rateLimit ?? defaultVendorRateLimit);

    registerRoute(app, approveTransportBid, async (request, reply) =>
      reply.send(answer(reply, await offers.selectTransportBid({ transportBidId: request.params.id }, contextOf(request)), 'bid')));

    registerRoute(app, quoteTransportBid, async (request, reply) => {
      const { uid, bidAmount } = request.body;
      return reply.send(answer(reply, await offers.quoteTransportBid({ uid, bidAmount })));
    });
  };
