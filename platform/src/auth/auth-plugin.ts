/**
 * Authentication and authorization for every route of an app (a fastify-plugin, so its hook is
 * global). Secure by default: only routes with `config.auth === 'public'` skip it.
 *
 *   authPlugin   options {verify: TokenVerifier, resolveUser: UserResolver}
 *     no / malformed / invalid bearer token          -> 401
 *     the issuer's keys cannot be fetched            -> 503 with Retry-After, a warning in the log
 *     valid token, but no user in the read model     -> 403
 *     user lacks any of config.permissions           -> 403 naming the missing permission(s)
 *     user holds none of config.anyOf (when given)   -> 403 naming the alternatives
 *   request.user: AuthUser                           set on every non-public route (typed here)
 *   config.auth === 'identity'                       valid token suffices; request.identity =
 *                                                    {sub, email?, name?}, request.user when a
 *                                                    user matches (accepting an invitation)
 *
 * It runs onRequest, before the body is parsed or validated: a caller without a token learns
 * nothing about the route's input rules. Every answer of a route that needs a token, errors
 * included, carries `Cache-Control: no-store`: it is one user's data, which no browser or proxy
 * cache may keep (the push stream sets its own no-cache; public routes choose their own).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { sendProblem } from '../http/problem';
import type { AuthUser, UserResolver } from './auth-user';
import { KeysUnavailableError, type TokenClaims, type TokenVerifier } from './jwt-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; present on every route that is not `auth: 'public'`. */
    user: AuthUser;
    /** The verified token's identity; set on `auth: 'identity'` routes (where `user` may be absent). */
    identity: VerifiedIdentity;
  }
}

/** Who a valid token speaks for: its subject, verified email and names (TokenClaims). */
type VerifiedIdentity = TokenClaims;

export interface AuthPluginOptions {
  verify: TokenVerifier;
  resolveUser: UserResolver;
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** jose fetches the key set again on the next request; a client waits this long before it asks. */
const keysRetryAfterSeconds = 30;

const plugin: FastifyPluginAsync<AuthPluginOptions> = async (app, { verify, resolveUser }) => {
  app.decorateRequest('user');
  app.decorateRequest('identity');
  app.addHook('onRequest', async (request, reply) => {
    // Unknown routes answer 404 to everyone; the not-found handler has no config to honour.
    if (request.is404) return;
    const { auth, permissions = [], anyOf } = request.routeOptions.config;
    if (auth === 'public') return;
    reply.header('cache-control', 'no-store');

    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    let claims: TokenClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      if (!(error instanceof KeysUnavailableError)) throw error;
      // An outage of the issuer, not a bad token (a 401 would send the user to sign in again)
      // nor a bug of ours (no stack): try again once the key set can be fetched.
      request.log.warn({ jwksUri: error.jwksUri, cause: error.reason }, "the issuer's keys cannot be fetched");
      reply.header('retry-after', String(keysRetryAfterSeconds));
      return sendProblem(request, reply, {
        status: 503,
        code: 'service-unavailable',
        detail: "Sign-in cannot be checked right now: the identity provider's keys are out of reach. Try again shortly.",
      });
    }
    const user = await resolveUser(claims);
    if (auth === 'identity') {
      request.identity = claims;
      if (user) request.user = user;
      return;
    }
    if (!user) throw new ForbiddenError('No user account matches this token.');

    const missing = permissions.filter((permission) => !user.permissions.has(permission));
    if (missing.length > 0) {
      throw new ForbiddenError(`Missing permission${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
    }
    if (anyOf && !anyOf.some((permission) => user.permissions.has(permission))) {
      throw new ForbiddenError(`Missing permission: one of ${anyOf.join(', ')}.`);
    }
    request.user = user;
  });
};

export const authPlugin = fp(plugin, { name: 'dtn-auth', fastify: '5.x' });
