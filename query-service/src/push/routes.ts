import type { FastifyPluginAsync } from 'fastify';
import { pushStream } from '@dtn/contracts/routes/push';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { PushHub } from './push-hub';

/** GET /api/push: the signed-in user's Server-Sent Events (contracts/src/routes/push.ts). */
export const pushRoutes =
  (hub: PushHub): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, pushStream, async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      hub.attach(reply, request.user, typeof lastEventId === 'string' ? lastEventId : undefined);
    });
  };
