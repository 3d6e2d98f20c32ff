import type { FastifyPluginAsync } from 'fastify';
import { placeholderImage } from '@dtn/contracts/routes/media';
import { registerRoute } from '@dtn/platform/http/register-route';
import { placeholderVehicle } from './placeholder-label';
import { bodyStyleOfModel } from './body-style';
import { placeholderSvg } from './placeholder-svg';
import { paintOf } from './paint';

const ONE_DAY_SECONDS = 86_400;

/** Public pictures (an <img> sends no bearer token). A placeholder depends only on its URL, so
 * browsers and proxies may keep it for a day. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, placeholderImage, async (request, reply) => {
    const { label, make, model } = placeholderVehicle(request.params.name.replace(/\.svg$/, ''));
    const style = request.query.style ?? bodyStyleOfModel(make, model);
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(placeholderSvg(label, { view: request.query.view, style, paint: paintOf(request.query.color) }));
  });
};
