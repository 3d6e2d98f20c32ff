import type { FastifyPluginAsync } from 'fastify';
import {
  inventoryByAge,
  inventoryRollup as inventoryRollupRoute,
  spotlightedInventory as spotlightedRoute,
} from '@dtn/contracts/routes/inventory-queries';
import { ageRangeOf } from '@dtn/contracts/entities/inventory';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { dealershipNotFound, ownGroupOnly, ownGroupScope } from '../shared/group-access';
import { dealerGroupOfDealership } from '@dtn/projections/read-models/dealerships/queries';
import { inventoryOfDealershipByAge, spotlightedInventory } from '@dtn/projections/read-models/inventory/queries';
import { inventoryRollup } from './queries';
import { marketViewOf, withMarket } from '../market/figures';

export const dealerInventoryRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, inventoryRollupRoute, async (request) => inventoryRollup(db, ownGroupScope(request.user), now()));

    registerRoute(app, inventoryByAge, async (request) => {
      const { dealershipId, age } = request.params;
      const dealerGroupId = await dealerGroupOfDealership(db, dealershipId);
      ownGroupOnly(request.user, dealerGroupId === null ? null : { dealerGroupId }, dealershipNotFound);
      const { listingtype, sortOrder, sortBy } = request.query;
      const view = { listingTypes: listingtype, sortOrder, sortBy };
      const items = await inventoryOfDealershipByAge(db, dealershipId, ageRangeOf(age), view, now());
      return withMarket(db, items, marketViewOf(request.user, now()));
    });

    registerRoute(app, spotlightedRoute, async (request) => {
      const { listingtype, sortOrder, sortBy } = request.query;
      const items = await spotlightedInventory(db, ownGroupScope(request.user), { listingTypes: listingtype, sortOrder, sortBy }, now());
      return withMarket(db, items, marketViewOf(request.user, now()));
    });
  };
