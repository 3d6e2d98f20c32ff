import type { FastifyPluginAsync } from 'fastify';
import { agingReport } from '@dtn/contracts/routes/aging';
import { registerRoute } from '@dtn/platform/http/register-route';
import { exitsByMonth } from '@dtn/projections/read-models/aging-exits/queries';
import { dealershipById } from '@dtn/projections/read-models/dealerships/queries';
import type { QueryContext } from '../shared/context';
import { dealershipNotFound, ownGroupOnly } from '../shared/group-access';

/** A dealership's aging report: its exits by month of listing (issue "Know the market"). */
export const agingRoutes =
  ({ db, now }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, agingReport, async (request) => {
      // Another group's dealership is told as an unknown one.
      const dealership = ownGroupOnly(request.user, await dealershipById(db, request.params.id), dealershipNotFound);
      const asOf = now();
      const months = await exitsByMonth(db, dealership.id, { months: request.query.months, now: asOf });
      return { dealershipId: dealership.id, name: dealership.name, asOf: asOf.toISOString(), months };
    });
  };
