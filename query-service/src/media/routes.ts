import type { FastifyPluginAsync } from 'fastify';
import { placeholderImage } from '@dtn/contracts/routes/media';
import { registerRoute } from '@dtn/platform/http/register-route';
import { placeholderLabel } from './placeholder-label';
import { placeholderSvg } from './placeholder-svg';

const ONE_DAY_SECONDS = 86_400;

/** Public pictures (an <img> sends no bearer token). A placeholder depends only on its URL, so
 * browsers and proxies may keep it for a day. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, placeholderImage, async (request, reply) => {
    const label = placeholderLabel(request.params.name.replace(/\.svg$/, ''));
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(placeholderSvg(label, request.query.view));
  });
};
