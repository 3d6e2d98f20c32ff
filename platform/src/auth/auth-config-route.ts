/**
 * Public GET /auth/config: tells the browser how to sign in.
 *   dev  -> {mode:'dev'}                        (the sign-in page lists /auth/dev/users)
 *   oidc -> {mode:'oidc', authority, clientId}  (authorization code + PKCE against the issuer)
 *
 *   authConfigRoute: RouteSpec;  authConfigPlugin(answer): FastifyPluginAsync
 */
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '@dtn/contracts';
import { registerRoute } from '../http/register-route';

export const AuthConfigAnswer = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('dev') }),
  z.object({ mode: z.literal('oidc'), authority: z.string(), clientId: z.string() }),
]);
export type AuthConfigAnswer = z.infer<typeof AuthConfigAnswer>;

const authConfigRoute = defineRoute({
  method: 'GET',
  url: '/auth/config',
  auth: 'public',
  permissions: [],
  summary: 'How the browser signs in: the dev provider or an OIDC issuer and client id',
  side: 'query',
  response: { 200: AuthConfigAnswer },
});

export const authConfigPlugin =
  (answer: AuthConfigAnswer): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, authConfigRoute, async () => answer);
  };
