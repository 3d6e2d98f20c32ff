/**
 * The fastify bootstrap every service starts from.
 *
 *   buildApp({title, logger?, trustProxy?, auth, readiness?}): Promise<FastifyInstance>
 *     - zod validator/serializer compilers (fastify-type-provider-zod); register routes with
 *       registerRoute (./register-route) so that schemas come from the contracts catalogue
 *     - OpenAPI 3 document at /api/docs/json, Swagger UI at /api/docs (both public)
 *     - problem+json for every error and for unknown routes (./error-handler), and for what
 *       Node's HTTP parser refuses: 431 header fields too large, 408, 400 (./client-errors)
 *     - JSON bodies past the depth or key limits refused as 400 before they are parsed, on every
 *       path (./body-parsers, ./json-limits)
 *     - NUL, lone surrogates and malformed percent-encoding refused as 400 on every route (./input-safety)
 *     - authentication on every non-public route (../auth/register-auth, AuthOptions)
 *     - GET /healthz, GET /readyz (./health-routes)
 *     - security headers on every response: CSP, frame-ancestors 'none', nosniff, Referrer-Policy
 *       (./security-headers, helmet); the Swagger UI gets its own CSP
 *     - request latency by route (./metrics, Prometheus); GET /metrics is NOT on this port: the
 *       process serves it on its ops listener (METRICS_PORT), so it is never public
 *     - request logging through fastify's pino logger (`logger`: false, true or pino options),
 *       with secrets in a request's query redacted (./redact-url)
 *   The caller registers its routes, then `listen`s (or `inject`s in tests) and `close`s.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuth, type AuthOptions } from '../auth/register-auth';
import { installErrorHandling } from './error-handler';
import { frameworkErrors, installInputSafety } from './input-safety';
import { installBodyParsers } from './body-parsers';
import { clientErrorHandler } from './client-errors';
import { requestLogSerializer } from './redact-url';
import { registerHealthRoutes, type Readiness } from './health-routes';
import { metricsPlugin } from './metrics';
import { originOf, securityHeadersPlugin } from './security-headers';
import { BEARER_SCHEME } from './register-route';

export interface BuildAppOptions {
  title: string;
  logger?: FastifyServerOptions['logger'];
  /** The reverse proxies (IPs or CIDRs, AppConfig.trustProxy) whose X-Forwarded-For names the
   * client: request.ip, which the rate limits key on, is that client only for their requests.
   * Default: nobody's (request.ip is the socket's peer). */
  trustProxy?: readonly string[];
  auth: AuthOptions;
  readiness?: Readiness;
}

export const DOCS_PREFIX = '/api/docs';

/** The caller's logger options, with fastify's request serializer replaced by one that redacts. */
function redactingLogger(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogSerializer } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(options.logger),
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installBodyParsers(app);
  installInputSafety(app);
  // Before the routes, so that every response carries them (errors, 404s and the static app
  // included). In oidc mode the browser talks to the issuer (discovery, token endpoint).
  const issuer = options.auth.mode === 'oidc' ? originOf(options.auth.issuer) : null;
  await app.register(securityHeadersPlugin, { connectSources: issuer ? [issuer] : [] });
  await app.register(metricsPlugin);

  // The docs routes come from a third-party plugin; mark them public, with the docs' own CSP.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, auth: 'public', securityHeaders: 'docs' };
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
