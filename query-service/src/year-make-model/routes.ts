import type { FastifyPluginAsync } from 'fastify';
import * as routes from '@dtn/contracts/routes/year-make-model';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import * as catalog from '@dtn/platform/vehicle-data/catalog';

/** Reference data from the committed vPIC dataset; no read model involved. An unknown make or
 * model lists nothing (the pickers just stay empty); only details answer 404. */
export const yearMakeModelRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.listMakes, async () => catalog.listMakeGroups());
  registerRoute(app, routes.listModels, async (request) => catalog.listModels(request.query.make));
  registerRoute(app, routes.listTrims, async (request) => catalog.listTrims(request.query.make, request.query.model));
  registerRoute(app, routes.listModelYears, async (request) => catalog.listModelYears(request.query.make, request.query.model));
  registerRoute(app, routes.modelDetails, async (request) => {
    const { make, model } = request.query;
    const details = catalog.modelDetails(make, model);
    if (!details) throw new NotFoundError(`No vehicle model ${make} ${model} is known.`);
    return details;
  });
};
