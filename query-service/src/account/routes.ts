import type { FastifyPluginAsync } from 'fastify';
import {
  dealershipById as dealershipRoute,
  dealershipsOfGroup as groupDealershipsRoute,
  getUser,
  signedInIdentity,
  userDealerships,
} from '@dtn/contracts/routes/account-queries';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { dealerGroupNotFound, dealershipNotFound, ownGroupOnly } from '../shared/group-access';
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

    registerRoute(app, signedInIdentity, async (request) => {
      // Looked up again after the read-your-writes wait (authentication ran before it): sent with
      // an accept's position, the invitee's new user is found on the first call.
      const found = await app.userResolver.resolve(request.identity);
      return { user: found ? await userView(db, found.id) : null };
    });

    registerRoute(app, userDealerships, async (request) => dealershipsOfUser(db, request.user.id, request.query.descending));

    // One read whatever the id; another group's dealership is told as an unknown one.
    registerRoute(app, dealershipRoute, async (request) => {
      return ownGroupOnly(request.user, await dealershipById(db, request.params.id), dealershipNotFound);
    });

    registerRoute(app, groupDealershipsRoute, async (request) => {
      const { id } = request.params;
      // Group first, then existence: another group's id is not even looked up, like an unknown one.
      ownGroupOnly(request.user, { dealerGroupId: id }, dealerGroupNotFound);
      if (!(await dealerGroupExists(db, id))) throw new NotFoundError(dealerGroupNotFound);
      return dealershipsOfGroups(db, [id]);
    });
  };
