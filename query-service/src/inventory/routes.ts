import type { FastifyPluginAsync } from 'fastify';
import { inventoryById as byIdRoute, inventoryByVin as byVinRoute } from '@dtn/contracts/routes/inventory-queries';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { inventoryById, inventoryByVin } from '@dtn/projections/read-models/inventory/queries';

/** Vehicle detail: any dealer group's vehicle (it is the marketplace's detail page). */
export const inventoryRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, byVinRoute, async (request) => {
      const item = await inventoryByVin(db, request.params.vin, now());
      if (!item) throw new NotFoundError(`No vehicle has the VIN ${request.params.vin}.`);
      return item;
    });
    registerRoute(app, byIdRoute, async (request) => {
      const item = await inventoryById(db, request.params.id, now());
      if (!item) throw new NotFoundError('The vehicle was not found.');
      return item;
    });
  };
