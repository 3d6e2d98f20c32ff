import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Requests per client address allowed in a time window. */
export interface RateLimit {
  max: number;
  timeWindow: string | number;
}

/**
 * Limits every PUBLIC route registered afterwards in this plugin scope to `limit` per client; the
 * signed-in routes of the scope stay unlimited. The client is `request.ip`: the socket's peer, or
 * the forwarded client of a request that came through a trusted proxy (buildApp's trustProxy,
 * TRUST_PROXY). Behind a proxy nobody trusts, every client shares the proxy's one bucket. Call it first in the plugin: registerRoute sets
 * a route's config from the catalogue, and this onRoute hook must add `rateLimit` to it before
 * the rate-limit plugin's own onRoute hook reads it (hooks run in order of addition).
 */
export async function limitPublicRoutes(scope: FastifyInstance, limit: RateLimit): Promise<void> {
  scope.addHook('onRoute', (route) => {
    if (route.config?.auth === 'public') route.config = { ...route.config, rateLimit: limit };
  });
  await scope.register(rateLimit, { global: false, keyGenerator: (request) => request.ip });
}
