import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Offer } from '@dtn/contracts/entities/offer';
import {
  incomingOfferById,
  incomingOfferCount as incomingOfferCountRoute,
  incomingOffers as incomingOffersRoute,
  myOfferCount as myOfferCountRoute,
  myOfferForVehicle as myOfferForVehicleRoute,
  myOffers as myOffersRoute,
} from '@dtn/contracts/routes/offer-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { incomingOffer, incomingOfferCount, incomingOffers, myOfferCount, myOfferForVehicle, myOffers } from './queries';

/** The offer's terms version as its entity tag: what an action sends back as If-Match. */
const withVersionTag = (reply: FastifyReply, offer: Offer): Offer => {
  reply.header('etag', `"${offer.version}"`);
  return offer;
};

/** The buyer's offers (/api/offer/user*) and the seller group's incoming offers (/api/offer/incoming*). */
export const offerRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, myOffersRoute, async (request) => myOffers(db, request.user, now()));
    registerRoute(app, myOfferCountRoute, async (request) => myOfferCount(db, request.user));
    registerRoute(app, myOfferForVehicleRoute, async (request, reply) => {
      const offer = await myOfferForVehicle(db, request.user, request.params.id, now());
      // 204 = "no offer on this vehicle yet": the wizard starts at its first step.
      return offer ? withVersionTag(reply, offer) : reply.code(204).send(null);
    });
    registerRoute(app, incomingOffersRoute, async (request) => incomingOffers(db, request.user, now()));
    registerRoute(app, incomingOfferCountRoute, async (request) => incomingOfferCount(db, request.user));
    registerRoute(app, incomingOfferById, async (request, reply) =>
      withVersionTag(reply, await incomingOffer(db, request.user, request.params.id, now())),
    );
  };
