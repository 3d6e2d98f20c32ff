/**
 * The fastify bootstrap every service starts from.
 *
 *   buildApp({title, logger?, auth, readiness?}): Promise<FastifyInstance>
 *     - zod validator/serializer compilers (fastify-type-provider-zod); register routes with
 *       registerRoute (./register-route) so that schemas come from the contracts catalogue
 *     - OpenAPI 3 document at /api/docs/json, Swagger UI at /api/docs (both public)
 *     - problem+json for every error and for unknown routes (./error-handler)
 *     - authentication on every non-public route (../auth/register-auth, AuthOptions)
 *     - GET /healthz, GET /readyz (./health-routes)
 *     - GET /metrics and request latency by route (./metrics, Prometheus)
 *     - request logging through fastify's pino logger (`logger`: false, true or pino options)
 *   The caller registers its routes, then `listen`s (or `inject`s in tests) and `close`s.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuth, type AuthOptions } from '../auth/register-auth';
import { installErrorHandling } from './error-handler';
import { registerHealthRoutes, type Readiness } from './health-routes';
import { metricsPlugin } from './metrics';
import { BEARER_SCHEME } from './register-route';

export interface BuildAppOptions {
  title: string;
  logger?: FastifyServerOptions['logger'];
  auth: AuthOptions;
  readiness?: Readiness;
}

export const DOCS_PREFIX = '/api/docs';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(metricsPlugin);

  // The docs routes come from a third-party plugin; mark them public as they are added.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, auth: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: options.title, version: '1.0.0' },
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  await registerAuth(app, options.auth);
  registerHealthRoutes(app, options.readiness);
  return app;
}
