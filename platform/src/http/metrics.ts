/**
 * Request metrics of a service; buildApp registers it on every service.
 *
 *   metricsPlugin                 fastify plugin (fastify-plugin, so its hooks see every route):
 *                                 observes http_request_duration_seconds{method, route, status}
 *                                 into metricsRegistry. It serves nothing: GET /metrics is on the
 *                                 process's ops listener (METRICS_PORT, startOpsServer), never on
 *                                 the app's port, where anyone could read it
 *   METRICS_PATH = '/metrics'
 *
 * The route label is the route pattern (`/api/offer/:id`); requests no route matched share
 * one label, so that a scanner probing random URLs cannot create unbounded series.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { httpRequestDuration } from '../metrics/http-metrics';

const UNMATCHED_ROUTE = '(unmatched)';

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
};

export const metricsPlugin = fp(plugin, { name: 'dtn-metrics' });
