/**
 * Registers one entry of the contracts route catalogue on an app.
 *
 *   registerRoute(app, spec, handler, {reads?})  method/url/schema from the RouteSpec, OpenAPI
 *                                       summary, tag (spec.side) and bearer security, and
 *                                       config {auth, permissions, anyOf} that the auth plugin enforces,
 *                                       and {reads} that read-your-writes waits for
 *   RouteHandler<S>                     the handler type: request.params/query/body are the
 *                                       zod outputs of S's schemas, reply.send is checked
 *                                       against S's response schemas
 *
 * Route config (`request.routeOptions.config.auth` / `.permissions`) is typed here by module
 * augmentation. A route without `auth` is private (secure by default).
 */
import type {} from '@fastify/swagger'; // its FastifySchema fields: summary, tags, security
import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission, RouteSpec } from '@dtn/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' skips authentication; anything else (or nothing) needs a valid bearer token. */
    auth?: RouteSpec['auth'];
    /** Every listed permission is required; [] or absent = any signed-in user. */
    permissions?: readonly Permission[];
    /** One of these is required as well, when given (a screen's alternatives, RouteSpec.anyOf). */
    anyOf?: readonly Permission[];
    /** The projectors whose read models a query reads: read-your-writes waits for these only
     * (consistency.ts); absent = every projector. */
    reads?: readonly string[];
  }
}

/** The fastify schema a RouteSpec stands for; the zod type provider reads types from it. */
export interface RouteSchema<S extends RouteSpec> extends FastifySchema {
  params: S['params'];
  headers: S['headers'];
  querystring: S['querystring'];
  body: S['body'];
  response: S['response'];
}

export type RouteHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<S>,
  ZodTypeProvider
>;

export const BEARER_SCHEME = 'bearerAuth';

export interface RouteOptions {
  /** For a query: the projectors (read models) it reads, see FastifyContextConfig.reads. */
  reads?: readonly string[];
}

export function registerRoute<const S extends RouteSpec>(
  app: FastifyInstance,
  spec: S,
  handler: RouteHandler<S>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route<RouteGenericInterface, unknown, RouteSchema<S>>({
    method: spec.method,
    url: spec.url,
    schema: withoutUndefined({
      params: spec.params,
      headers: spec.headers,
      querystring: spec.querystring,
      body: spec.body,
      response: spec.response,
      summary: spec.summary,
      tags: [spec.side],
      security: spec.auth === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
    }),
    config: {
      auth: spec.auth,
      permissions: spec.permissions,
      ...(spec.anyOf ? { anyOf: spec.anyOf } : {}),
      ...(options.reads ? { reads: options.reads } : {}),
    },
    handler,
  });
}

/** Fastify warns (FSTWRN001) about a schema key that is present but undefined. */
function withoutUndefined<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}
