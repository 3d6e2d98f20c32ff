/**
 * Which read models a group of query routes reads, so that read-your-writes waits for those
 * projectors only (platform/src/http/consistency.ts): a stalled projector then delays its own
 * queries, not every screen.
 *
 *   reading(projectors, plugin)   the plugin, with `config.reads` set on each route it adds
 *                                 (a route that names its own keeps them)
 *
 * The names are projector names (their checkpoint rows, also their read-model folders in
 * projections/src/read-models); app.ts lists them per route module. Notifications are written
 * by two projectors: the offer notifications and the vehicle matches.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

export function reading(projectors: readonly string[], plugin: FastifyPluginAsync): FastifyPluginAsync {
  return fp(async (app) => {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        if (!route.config?.reads) route.config = { ...route.config, reads: projectors };
      });
      await scope.register(plugin);
    });
  });
}
