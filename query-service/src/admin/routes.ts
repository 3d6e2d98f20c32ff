import type { FastifyPluginAsync } from 'fastify';
import {
  dealerGroupById as dealerGroupRoute,
  dealershipsByUser,
  listDealerGroups as listDealerGroupsRoute,
  listUsers as listUsersRoute,
  userByIdRoute,
} from '@dtn/contracts/routes/admin-queries';
import type { User } from '@dtn/contracts/entities/user';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError, ValidationError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import { dealerGroupExists } from '@dtn/projections/read-models/dealer-groups/queries';
import { userById } from '@dtn/projections/read-models/users/queries';
import { dealershipsOfUser } from '../account/queries';
import { withGroupNames } from '../shared/users';
import type { QueryContext } from '../shared/context';
import { dealerGroupNotFound, ownGroupOnly, userNotFound } from '../shared/group-access';
import { dealerGroupById, listDealerGroups, listUsers } from './queries';

/** A user the caller administers: their own group's (Admin: anyone; platform administrators
 * belong to no group, so only another Admin sees them). Anyone else is told as an unknown id,
 * decided on the bare record: the group names are read only for a user the caller may see. */
async function administeredUser(db: SqlClient, caller: AuthUser, id: string): Promise<User> {
  const user = ownGroupOnly(caller, await userById(db, id), userNotFound);
  return (await withGroupNames(db, [user]))[0]!;
}

/** Dealer-group administration (system admin) and user administration (dealer admins, own group). */
export const adminQueryRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listDealerGroupsRoute, async (request) => listDealerGroups(db, request.query));

    registerRoute(app, dealerGroupRoute, async (request) => {
      const group = await dealerGroupById(db, request.params.id);
      if (!group) throw new NotFoundError(dealerGroupNotFound);
      return group;
    });

    registerRoute(app, listUsersRoute, async (request) => {
      const { dealerGroupId: asked, dealershipId, search, page, pageSize } = request.query;
      const dealerGroupId = asked ?? request.user.dealerGroupId;
      if (!dealerGroupId) {
        throw new ValidationError('dealerGroupId is required.', [
          { field: 'querystring.dealerGroupId', message: 'dealerGroupId is required outside a dealer group.' },
        ]);
      }
      // Group first, then existence: another group's id is not even looked up, like an unknown one.
      ownGroupOnly(request.user, { dealerGroupId }, dealerGroupNotFound);
      if (!(await dealerGroupExists(db, dealerGroupId))) throw new NotFoundError(dealerGroupNotFound);
      return listUsers(db, { dealerGroupId, dealershipIds: dealershipId, search, page, pageSize });
    });

    registerRoute(app, userByIdRoute, async (request) => administeredUser(db, request.user, request.params.id));

    registerRoute(app, dealershipsByUser, async (request) => {
      const user = await administeredUser(db, request.user, request.params.id);
      return dealershipsOfUser(db, user.id, false);
    });
  };
