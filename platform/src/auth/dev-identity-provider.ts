/**
 * A stand-in for an OIDC provider, for EMBEDDED MODE ONLY: it signs tokens for the demo users
 * of the read model (the user directory, ./user-directory), so the app runs with nothing
 * installed. Never enable it in production.
 *
 *   createDevIdentityProvider({users, keyDir?}): Promise<DevIdentityProvider>
 *     .verify: TokenVerifier                 checks tokens this provider issued
 *     .issueToken({userId, email, name})     signed ES256 JWT, iss 'dtn-dev', sub = userId, 1 h
 *     .routes: FastifyPluginAsync            public routes (register them on the app):
 *        GET  /auth/dev/users   demo users with role, authorities and dealer group
 *        POST /auth/dev/token   {email} -> {access_token, token_type: 'Bearer', expires_in}
 *                               (404 problem for an unknown email); an email that is not a user
 *                               yet but has a Pending invite gets a token with sub
 *                               `dev|<email>`, so the invitee can sign in and accept it
 *   devUsersRoute, devTokenRoute             their RouteSpecs (the frontend may call them)
 */
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute, Role } from '@dtn/contracts';
import { NotFoundError } from '../errors';
import { registerRoute } from '../http/register-route';
import { loadOrCreateDevSigningKey } from './dev-signing-key';
import { createLocalJwtVerifier, type TokenVerifier } from './jwt-verifier';
import type { DemoUser, UserDirectory } from './user-directory';

const DEV_ISSUER = 'dtn-dev';
const TOKEN_LIFETIME_SECONDS = 3600;

const DevUser = z.object({
  email: z.string(),
  name: z.string(),
  role: Role,
  buyAuthority: z.boolean(),
  sellAuthority: z.boolean(),
  dealerGroup: z.object({ id: z.string(), organizationName: z.string(), shortName: z.string() }).nullable(),
});

const devUsersRoute = defineRoute({
  method: 'GET',
  url: '/auth/dev/users',
  auth: 'public',
  permissions: [],
  summary: 'Demo users the dev identity provider can sign in (embedded mode only)',
  side: 'query',
  response: { 200: z.array(DevUser) },
});

const devTokenRoute = defineRoute({
  method: 'POST',
  url: '/auth/dev/token',
  auth: 'public',
  permissions: [],
  summary: 'Issue a bearer token for a demo user (embedded mode only)',
  side: 'command',
  body: z.object({ email: z.string().email() }),
  response: {
    200: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }),
  },
});

export interface DevIdentityProvider {
  verify: TokenVerifier;
  issueToken(user: { userId: string; email: string; name: string }): Promise<string>;
  routes: FastifyPluginAsync;
}

export async function createDevIdentityProvider(options: { users: UserDirectory; keyDir?: string }): Promise<DevIdentityProvider> {
  const { users } = options;
  const key = await loadOrCreateDevSigningKey(options.keyDir);
  const verify = createLocalJwtVerifier({ issuer: DEV_ISSUER, keys: { keys: [key.publicJwk] } });

  const issueToken: DevIdentityProvider['issueToken'] = ({ userId, email, name }) =>
    new SignJWT({ email, name })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(DEV_ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(key.privateKey);

  const name = (user: Pick<DemoUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

  const routes: FastifyPluginAsync = async (app) => {
    registerRoute(app, devUsersRoute, async () =>
      (await users.demoUsers()).map((user) => ({
        email: user.email,
        name: name(user),
        role: user.role,
        buyAuthority: user.buyAuthority,
        sellAuthority: user.sellAuthority,
        dealerGroup: user.dealerGroup,
      })),
    );

    registerRoute(app, devTokenRoute, async (request) => {
      const user = await users.demoUserByEmail(request.body.email);
      const invitee = user ? null : await users.pendingInviteEmail(request.body.email);
      if (!user && !invitee) throw new NotFoundError(`No demo user has the email ${request.body.email}.`);
      const token = user
        ? await issueToken({ userId: user.userId, email: user.email, name: name(user) })
        : await issueToken({ userId: `dev|${invitee}`, email: invitee!, name: '' });
      return { access_token: token, token_type: 'Bearer' as const, expires_in: TOKEN_LIFETIME_SECONDS };
    });
  };

  return { verify, issueToken, routes };
}
