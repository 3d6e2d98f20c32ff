/**
 * Prometheus metrics over HTTP; buildApp registers it on every service.
 *
 *   metricsPlugin                 fastify plugin (fastify-plugin, so its hooks see every route):
 *                                 observes http_request_duration_seconds{method, route, status}
 *                                 and serves GET /metrics (public, hidden from the OpenAPI
 *                                 document) in the Prometheus text format from metricsRegistry
 *   METRICS_PATH = '/metrics'
 *
 * The route label is the route pattern (`/api/offer/:id`); requests no route matched share
 * one label, so that a scanner probing random URLs cannot create unbounded series.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { httpRequestDuration } from '../metrics/http-metrics';
import { metricsRegistry } from '../metrics/registry';

export const METRICS_PATH = '/metrics';
export const UNMATCHED_ROUTE = '(unmatched)';

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, { schema: { hide: true }, config: { auth: 'public' } }, async (_request, reply) =>
    reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics()),
  );
};

export const metricsPlugin = fp(plugin, { name: 'dtn-metrics' });
