import type { FastifyPluginAsync } from 'fastify';
import { marketplaceSearch, tradeInSearch } from '@dtn/contracts/routes/inventory-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { searchMarketplace, searchTradeIns } from './queries';

/** The radius centres on the searcher's own coordinates (their search zip code). */
export const marketplaceRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, marketplaceSearch, async (request) => searchMarketplace(db, request.user, request.body, request.query, now()));
    registerRoute(app, tradeInSearch, async (request) => searchTradeIns(db, request.user, request.body, request.query, now()));
  };
