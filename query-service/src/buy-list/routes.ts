import type { FastifyPluginAsync } from 'fastify';
import { buyListMatchCount } from '@dtn/contracts/routes/inventory-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { countBuyListMatches } from './queries';

export const buyListRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, buyListMatchCount, async (request) => {
      const { make, model, year, lat, lon } = request.query;
      const vehicle = { make, model, year, latitude: lat, longitude: lon };
      return { count: await countBuyListMatches(db, vehicle, request.user.dealerGroupId) };
    });
  };
