import type { FastifyPluginAsync } from 'fastify';
import { buyListItemById, listBuyListItems as listRoute, standingOrderReach as reachRoute } from '@dtn/contracts/routes/buy-list';
import { buyListMatchCount } from '@dtn/contracts/routes/inventory-queries';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { standingOrderReach } from './standing-order-reach';
import { countBuyListMatches, findBuyListItem, listBuyListItems } from '@dtn/projections/read-models/buy-list/queries';

export const buyListRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, buyListMatchCount, async (request) => {
      const { make, model, year, lat, lon } = request.query;
      const vehicle = { make, model, year, latitude: lat, longitude: lon };
      return { count: await countBuyListMatches(db, vehicle, request.user.dealerGroupId) };
    });

    // The seller's reach: counts and amounts only, never who.
    registerRoute(app, reachRoute, async (request) => standingOrderReach(db, request.query, request.user.dealerGroupId, now()));

    // A buy list is its owner's alone: the list and the item read only the caller's rows.
    registerRoute(app, listRoute, async (request) => listBuyListItems(db, request.user.id, now()));

    registerRoute(app, buyListItemById, async (request) => {
      const item = await findBuyListItem(db, request.params.id, request.user.id, now());
      if (!item) throw new NotFoundError('The buy list item was not found.');
      return item;
    });
  };
