import type { FastifyPluginAsync } from 'fastify';
import { listNetworkMakes, listNetworkModels } from '@dtn/contracts/routes/network-makes';
import { registerRoute } from '@dtn/platform/http/register-route';
import { networkMakes, networkModels } from '@dtn/projections/read-models/inventory/network-makes';
import type { QueryContext } from '../shared/context';

/** The searching lists' makes and models: what other groups have listed, with counts. */
export const networkMakeRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listNetworkMakes, async (request) => networkMakes(db, request.user.dealerGroupId));
    registerRoute(app, listNetworkModels, async (request) => networkModels(db, request.user.dealerGroupId, request.query.make));
  };
