import type { FastifyPluginAsync } from 'fastify';
import { listLeads } from '@dtn/contracts/routes/leads';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { seesEveryGroup } from '../shared/group-access';
import { leadsPage } from '@dtn/projections/read-models/leads/queries';

/** Leads are personal data of people outside every dealer group: system Admins only. */
export const leadRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listLeads, async (request) => {
      // The route permission (AddDealerGroup) is Admin's today; the role check keeps it so.
      if (!seesEveryGroup(request.user)) throw new ForbiddenError('Only a system administrator may list leads.');
      return leadsPage(db, request.query);
    });
  };
