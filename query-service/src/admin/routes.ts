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
import { ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import { dealerGroupExists } from '@dtn/projections/read-models/dealer-groups/queries';
import { dealershipsOfUser, userView } from '../account/queries';
import type { QueryContext } from '../shared/context';
import { assertOwnGroup, seesEveryGroup } from '../shared/group-access';
import { dealerGroupById, listDealerGroups, listUsers } from './queries';

/** A user the caller administers: their own group's (Admin: anyone). Unknown is 404. */
async function administeredUser(db: SqlClient, caller: AuthUser, id: string): Promise<User> {
  const user = await userView(db, id);
  if (!user) throw new NotFoundError(`No user has the id ${id}.`);
  if (user.dealerGroupId === null) {
    // Platform administrators belong to no group: only another Admin sees them here.
    if (!seesEveryGroup(caller)) throw new ForbiddenError('This belongs to another dealer group.');
  } else assertOwnGroup(caller, user.dealerGroupId);
  return user;
}

/** Dealer-group administration (system admin) and user administration (dealer admins, own group). */
export const adminQueryRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listDealerGroupsRoute, async (request) => listDealerGroups(db, request.query));

    registerRoute(app, dealerGroupRoute, async (request) => {
      const group = await dealerGroupById(db, request.params.id);
      if (!group) throw new NotFoundError(`No dealer group has the id ${request.params.id}.`);
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
      // Group first (403), then existence: a user learns nothing about other groups' ids.
      assertOwnGroup(request.user, dealerGroupId);
      if (!(await dealerGroupExists(db, dealerGroupId))) throw new NotFoundError(`No dealer group has the id ${dealerGroupId}.`);
      return listUsers(db, { dealerGroupId, dealershipIds: dealershipId, search, page, pageSize });
    });

    registerRoute(app, userByIdRoute, async (request) => administeredUser(db, request.user, request.params.id));

    registerRoute(app, dealershipsByUser, async (request) => {
      const user = await administeredUser(db, request.user, request.params.id);
      return dealershipsOfUser(db, user.id, false);
    });
  };
