import type { FastifyPluginAsync } from 'fastify';
import { pushStream } from '@dtn/contracts/routes/push';
import { tokenExpiresAt } from '@dtn/platform/auth/token-expiry';
import { registerRoute } from '@dtn/platform/http/register-route';
import { reading } from '../shared/reads';
import { createPushHub, type PushHub, type PushHubOptions } from './push-hub';

/** GET /api/push: the signed-in user's Server-Sent Events (contracts/src/routes/push.ts), until
 * the token expires. */
const pushRoutes =
  (hub: PushHub): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, pushStream, async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      hub.attach(
        reply,
        { user: request.user, expiresAt: tokenExpiresAt(request) },
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
    });
  };

/** GET /api/push with this process's hub, its users kept current by the app's user resolver:
 * started with the app, its streams told to retry and closed before the app closes (an open
 * stream would hold the close forever). Tests pass a clock and a heartbeat. */
export const livePushes =
  (options: Omit<PushHubOptions, 'users'>): FastifyPluginAsync =>
  async (app) => {
    const hub = createPushHub({ ...options, users: app.userResolver });
    app.addHook('onReady', () => hub.start());
    app.addHook('preClose', () => hub.stop());
    // A stream never waits for read-your-writes: it reports what commits from now on.
    await app.register(reading([], pushRoutes(hub)));
  };
