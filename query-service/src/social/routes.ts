import type { FastifyPluginAsync } from 'fastify';
import { pagedComments as pagedCommentsRoute, postMedia, timeline as timelineRoute, viewPost } from '@dtn/contracts/routes/social-queries';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { NotFoundError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { pagedComments, postById, timeline } from './queries';

const ONE_YEAR_SECONDS = 31_536_000;

/** The home timeline, a post and its comments. */
export const socialRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, viewPost, async (request) => postById(db, request.user, request.params.id));
    registerRoute(app, timelineRoute, async (request) => timeline(db, request.user, request.query));
    registerRoute(app, pagedCommentsRoute, async (request) => pagedComments(db, request.user, request.params.id, request.query));
  };

/** Post pictures and videos, public (an <img> or <video> sends no token). A key names its
 * content (sha256), so it may be cached for good. */
export const postMediaRoutes =
  (media: MediaStorage): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, postMedia, async (request, reply) => {
      const stored = await media.get(`${request.params.folder}/${request.params.file}`);
      if (!stored) throw new NotFoundError('No such media.');
      return reply
        .type(stored.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(stored.bytes));
    });
  };
