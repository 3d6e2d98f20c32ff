import type { FastifyPluginAsync } from 'fastify';
import { dismissNotification, markNotificationRead } from '@dtn/contracts/routes/offer-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { NotificationHandlers } from './handlers';

/** Read and dismiss marks; only the recipient (anyone else: 404). */
export const notificationRoutes =
  (notifications: NotificationHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, markNotificationRead, async (request, reply) =>
      reply.send(answer(reply, await notifications.markNotificationRead(request.params, contextOf(request)))),
    );

    registerRoute(app, dismissNotification, async (request, reply) =>
      reply.send(answer(reply, await notifications.dismissNotification(request.params, contextOf(request)))),
    );
  };
