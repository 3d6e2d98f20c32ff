import type { FastifyPluginAsync } from 'fastify';
import { listInvites } from '@dtn/contracts/routes/invite-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { dealerGroupNotFound, ownGroupOnly, ownGroupScope } from '../shared/group-access';
import { invitesPage } from '@dtn/projections/read-models/invites/queries';
import { pageCountOf } from '@dtn/contracts/paging';

export const inviteRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listInvites, async (request) => {
      const { dealerGroupId, dealershipId, status, page, pageSize } = request.query;
      if (dealerGroupId) ownGroupOnly(request.user, { dealerGroupId }, dealerGroupNotFound);
      const scope = dealerGroupId ? { dealerGroupId } : ownGroupScope(request.user);
      const { totalCount, invites } = await invitesPage(
        db,
        { ...scope, dealershipIds: dealershipId, statuses: status },
        { page, pageSize },
      );
      return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: invites };
    });
  };
