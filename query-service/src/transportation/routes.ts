import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { transportBidByUid, transportDetails } from '@dtn/contracts/routes/offer-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { publicTransportBid, transportDistance } from './queries';

/** The public vendor page may be asked this often per minute from one IP address: a vendor
 * reloads now and then; anyone trying uids at scale is cut off (the uid has 192 random bits). */
export const publicBidRequestsPerMinute = 30;

export const transportationRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    // registerRoute sets the route config from the catalogue; the limit is added to the public
    // route here. onRoute hooks run in order of addition, so this one must come before the
    // rate-limit plugin's own, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      if (route.config?.auth === 'public') {
        route.config = { ...route.config, rateLimit: { max: publicBidRequestsPerMinute, timeWindow: '1 minute' } };
      }
    });
    // In this plugin's own scope and global: false: only the routes that ask are limited.
    await app.register(rateLimit, { global: false });
    registerRoute(app, transportBidByUid, async (request) => publicTransportBid(db, request.params.uid));
    registerRoute(app, transportDetails, async (request) => transportDistance(db, request.user, request.params));
  };
