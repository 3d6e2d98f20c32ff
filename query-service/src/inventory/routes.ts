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
import { cohortSales, marketViewOf, withMarket } from '../market/figures';

const vehicleNotFound = 'The vehicle was not found.';

/** Vehicle detail: any dealer group's vehicle (it is the marketplace's detail page), with its
 * market figures and its cohort's sales. */
export const inventoryRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, byVinRoute, async (request) => {
      const item = await inventoryByVin(db, request.params.vin, now());
      if (!item) throw new NotFoundError(`No vehicle has the VIN ${request.params.vin}.`);
      const [withFigures] = await withMarket(db, [item], marketViewOf(request.user, now()));
      return withFigures!;
    });
    registerRoute(app, byIdRoute, async (request) => {
      const item = await inventoryById(db, request.params.id, now());
      if (!item) throw new NotFoundError(vehicleNotFound);
      const [withFigures] = await withMarket(db, [item], marketViewOf(request.user, now()));
      return withFigures!;
    });
    registerRoute(app, cohortSalesRoute, async (request) => {
      const item = await inventoryById(db, request.params.id, now());
      if (!item) throw new NotFoundError(vehicleNotFound);
      return cohortSales(db, item, now());
    });
  };
