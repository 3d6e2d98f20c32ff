import type { FastifyPluginAsync } from 'fastify';
import { offerHistory } from '@dtn/contracts/routes/offer-queries';
import { HttpError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { offerHistoryFor } from './history';

class NoEventStoreError extends HttpError {
  readonly status = 503;
  readonly code = 'service-unavailable';
}

/** The auditors' view of an offer, from the event store rather than the read models. */
export const offerHistoryRoutes =
  ({ db, store }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, offerHistory, async (request) => {
      if (!store) throw new NoEventStoreError('This query service runs without access to the event store.');
      return offerHistoryFor(store, db, request.user, request.params.id);
    });
  };
