/**
 * A stand-in for an OIDC provider, for EMBEDDED MODE ONLY: it signs tokens for the demo users
 * of the read model, so the app runs with nothing installed. Never enable it in production.
 *
 *   createDevIdentityProvider({db, keyDir?}): Promise<DevIdentityProvider>
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
import type { SqlClient } from '../db/database';
import { NotFoundError } from '../errors';
import { registerRoute } from '../http/register-route';
import { loadOrCreateDevSigningKey } from './dev-signing-key';
import { createLocalJwtVerifier, type TokenVerifier } from './jwt-verifier';

export const DEV_ISSUER = 'dtn-dev';
const TOKEN_LIFETIME_SECONDS = 3600;

const DevUser = z.object({
  email: z.string(),
  name: z.string(),
  role: Role,
  buyAuthority: z.boolean(),
  sellAuthority: z.boolean(),
  dealerGroup: z.object({ id: z.string(), organizationName: z.string(), shortName: z.string() }).nullable(),
});

export const devUsersRoute = defineRoute({
  method: 'GET',
  url: '/auth/dev/users',
  auth: 'public',
  permissions: [],
  summary: 'Demo users the dev identity provider can sign in (embedded mode only)',
  side: 'query',
  response: { 200: z.array(DevUser) },
});

export const devTokenRoute = defineRoute({
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

interface DevUserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  buy_authority: boolean;
  sell_authority: boolean;
  group_id: string | null;
  organization_name: string | null;
  short_name: string | null;
}

const USERS_SQL = `
SELECT u.user_id, u.email, u.first_name, u.last_name, u.role, u.buy_authority, u.sell_authority,
       g.id AS group_id, g.organization_name, g.short_name
  FROM rm_users u LEFT JOIN rm_dealer_groups g ON g.id = u.dealer_group_id`;

/** The invite read model (rm_invites) belongs to a later migration; without it nobody is invited. */
async function pendingInviteEmail(db: SqlClient, email: string): Promise<string | null> {
  try {
    const { rows } = await db.query<{ email: string }>(
      `SELECT email FROM rm_invites WHERE lower(email) = lower($1) AND status = 'Pending' LIMIT 1`, [email]);
    return rows[0]?.email ?? null;
  } catch {
    return null;
  }
}

export interface DevIdentityProvider {
  verify: TokenVerifier;
  issueToken(user: { userId: string; email: string; name: string }): Promise<string>;
  routes: FastifyPluginAsync;
}

export async function createDevIdentityProvider(options: { db: SqlClient; keyDir?: string }): Promise<DevIdentityProvider> {
  const { db } = options;
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

  const name = (row: DevUserRow) => `${row.first_name} ${row.last_name}`.trim();

  const routes: FastifyPluginAsync = async (app) => {
    registerRoute(app, devUsersRoute, async () => {
      const { rows } = await db.query<DevUserRow>(`${USERS_SQL} ORDER BY g.organization_name NULLS FIRST, u.email`);
      return rows.map((row) => ({
        email: row.email,
        name: name(row),
        role: row.role,
        buyAuthority: row.buy_authority,
        sellAuthority: row.sell_authority,
        dealerGroup:
          row.group_id === null
            ? null
            : { id: row.group_id, organizationName: row.organization_name ?? '', shortName: row.short_name ?? '' },
      }));
    });

    registerRoute(app, devTokenRoute, async (request) => {
      const { rows } = await db.query<DevUserRow>(`${USERS_SQL} WHERE lower(u.email) = lower($1)`, [request.body.email]);
      const row = rows[0];
      const invitee = row ? null : await pendingInviteEmail(db, request.body.email);
      if (!row && !invitee) throw new NotFoundError(`No demo user has the email ${request.body.email}.`);
      const token = row
        ? await issueToken({ userId: row.user_id, email: row.email, name: name(row) })
        : await issueToken({ userId: `dev|${invitee}`, email: invitee!, name: '' });
      return { access_token: token, token_type: 'Bearer' as const, expires_in: TOKEN_LIFETIME_SECONDS };
    });
  };

  return { verify, issueToken, routes };
}
