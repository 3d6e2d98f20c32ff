import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { approveTransportBid, quoteTransportBid } from '@dtn/contracts/routes/offer-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { OfferCommands } from '../offer-commands';
import { contextOf } from './actor-of';
import { answer } from './offer-routes';

export interface VendorRateLimit {
  max: number;
  timeWindow: string | number;
}

/** The public quote is the one write anyone may call: guessing uids or flooding quotes is slowed
 * down per IP (192-bit uids already make guessing hopeless). */
export const defaultVendorRateLimit: VendorRateLimit = { max: 30, timeWindow: '1 minute' };

/** The buyer's transport-bid selection and the vendor's public quote. */
export const transportationCommandRoutes =
  (offers: OfferCommands, options: { rateLimit?: VendorRateLimit } = {}): FastifyPluginAsync =>
  async (app) => {
    // registerRoute takes no per-route config beyond auth, so the public route gets its limit
    // here, before the rate-limit plugin's own onRoute hook reads it (hooks run in order).
    app.addHook('onRoute', (route) => {
      if (route.method === quoteTransportBid.method && route.url === quoteTransportBid.url) {
        route.config = { ...route.config, rateLimit: options.rateLimit ?? defaultVendorRateLimit };
      }
    });
    await app.register(rateLimit, { global: false });

    registerRoute(app, approveTransportBid, async (request, reply) =>
      reply.send(answer(reply, await offers.selectTransportBid({ transportBidId: request.params.id }, contextOf(request)), 'bid')));

    registerRoute(app, quoteTransportBid, async (request, reply) => {
      const { uid, bidAmount } = request.body;
      return reply.send(answer(reply, await offers.quoteTransportBid({ uid, bidAmount })));
    });
  };
