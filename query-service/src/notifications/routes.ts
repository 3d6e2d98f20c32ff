import type { FastifyPluginAsync } from 'fastify';
import {
  notificationById as notificationByIdRoute,
  notificationCount as notificationCountRoute,
  notificationList,
} from '@dtn/contracts/routes/offer-queries';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { listNotifications, notificationById, notificationCount } from './queries';

/** The bell drawer, its badge and the matches page: always the caller's own notifications. */
export const notificationRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, notificationList, async (request) => listNotifications(db, request.user, request.query));
    registerRoute(app, notificationCountRoute, async (request) => notificationCount(db, request.user, request.query.notificationType));
    registerRoute(app, notificationByIdRoute, async (request) => notificationById(db, request.user, request.params.id));
  };
