import type { FastifyPluginAsync } from 'fastify';
import { transportBidByUid, transportDetails } from '@dtn/contracts/routes/offer-queries';
import { limitPublicRoutes } from '@dtn/platform/http/rate-limit';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { publicTransportBid, transportDistance } from './queries';

/** The public vendor page may be asked this often per minute from one IP address: a vendor
 * reloads now and then; anyone trying uids at scale is cut off (the uid has 192 random bits). */
export const publicBidRequestsPerMinute = 30;

export const transportationRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    await limitPublicRoutes(app, { max: publicBidRequestsPerMinute, timeWindow: '1 minute' });
    registerRoute(app, transportBidByUid, async (request) => publicTransportBid(db, request.params.uid));
    registerRoute(app, transportDetails, async (request) => transportDistance(db, request.user, request.params));
  };
