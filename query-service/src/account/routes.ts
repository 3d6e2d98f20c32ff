import type { FastifyPluginAsync } from 'fastify';
import {
  dealershipById as dealershipRoute,
  dealershipsOfGroup as groupDealershipsRoute,
  getUser,
  userDealerships,
} from '@dtn/contracts/routes/account-queries';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { assertOwnGroup } from '../shared/group-access';
import { dealerGroupExists } from '@dtn/projections/read-models/dealer-groups/queries';
import { dealershipById, dealershipsOfGroups } from '@dtn/projections/read-models/dealerships/queries';
import { dealershipsOfUser, userView } from './queries';

export const accountRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, getUser, async (request) => {
      const user = await userView(db, request.user.id);
      // The auth plugin resolved this user a moment ago; gone now means deleted in between.
      if (!user) throw new NotFoundError('Your user record no longer exists.');
      return user;
    });

    registerRoute(app, userDealerships, async (request) => dealershipsOfUser(db, request.user.id, request.query.descending));

    registerRoute(app, dealershipRoute, async (request) => {
      const dealership = await dealershipById(db, request.params.id);
      if (!dealership) throw new NotFoundError(`No dealership has the id ${request.params.id}.`);
      assertOwnGroup(request.user, dealership.dealerGroupId);
      return dealership;
    });

    registerRoute(app, groupDealershipsRoute, async (request) => {
      const { id } = request.params;
      // Group first (403), then existence: a user learns nothing about other groups' ids.
      assertOwnGroup(request.user, id);
      if (!(await dealerGroupExists(db, id))) throw new NotFoundError(`No dealer group has the id ${id}.`);
      return dealershipsOfGroups(db, [id]);
    });
  };
