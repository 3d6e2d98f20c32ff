import type { FastifyPluginAsync } from 'fastify';
import { dismissNotification, markNotificationRead } from '@dtn/contracts/routes/offer-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { OfferCommands } from '../offer-commands';
import { contextOf } from './actor-of';
import { answer } from './answer';

/** Read and dismiss marks; only the recipient (anyone else: 404). */
export const notificationCommandRoutes =
  (offers: OfferCommands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, markNotificationRead, async (request, reply) =>
      reply.send(answer(reply, await offers.markNotificationRead({ id: request.params.id }, contextOf(request)))));

    registerRoute(app, dismissNotification, async (request, reply) =>
      reply.send(answer(reply, await offers.dismissNotification({ id: request.params.id }, contextOf(request)))));
  };
