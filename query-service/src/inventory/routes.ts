import type { FastifyPluginAsync } from 'fastify';
import {
  cohortSales as cohortSalesRoute,
  inventoryById as byIdRoute,
  inventoryByVin as byVinRoute,
} from '@dtn/contracts/routes/inventory-queries';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { inventoryById, inventoryByVin } from '@dtn/projections/read-models/inventory/queries';
import { defaultMarketplaceRadius } from '@dtn/contracts/constants';
import { cohortSales, supplyWithin } from '../market/figures';

const vehicleNotFound = 'The vehicle was not found.';

/** Vehicle detail: any dealer group's vehicle (it is the marketplace's detail page), with its
 * market figures (read with it, one statement) and its cohort's sales. */
export const inventoryRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, byVinRoute, async (request) => {
      const at = now();
      const item = await inventoryByVin(db, request.params.vin, at, supplyWithin(request.user, defaultMarketplaceRadius));
      if (!item) throw new NotFoundError(`No vehicle has the VIN ${request.params.vin}.`);
      return item;
    });
    registerRoute(app, byIdRoute, async (request) => {
      const at = now();
      const item = await inventoryById(db, request.params.id, at, supplyWithin(request.user, defaultMarketplaceRadius));
      if (!item) throw new NotFoundError(vehicleNotFound);
      return item;
    });
    registerRoute(app, cohortSalesRoute, async (request) => {
      const item = await inventoryById(db, request.params.id, now());
      if (!item) throw new NotFoundError(vehicleNotFound);
      return cohortSales(db, item, now());
    });
  };
