/**
 * Wires authentication into an app from configuration (buildApp calls it).
 *
 *   AuthOptions    AuthMode ({mode:'oidc', issuer, jwksUri, audience} | {mode:'dev', keyDir?}) plus users
 *   registerAuth(app, options): Promise<void>
 *     oidc: verifies tokens against the provider's JWKS
 *     dev:  starts the dev identity provider and registers its public /auth/dev/* routes
 *     both: users are resolved through `users` (the users read model, passed in: ./user-directory),
 *           kept in memory while its watch listens (./user-resolver), decorated as
 *           app.userResolver;
 *           the auth plugin guards every route; public GET /auth/config tells the browser which
 *           sign-in to use
 */
import type { FastifyInstance } from 'fastify';
import { authConfigPlugin } from './auth-config-route';
import { authPlugin } from './auth-plugin';
import { createDevIdentityProvider } from './dev-identity-provider';
import { createRemoteJwtVerifier, type TokenVerifier } from './jwt-verifier';
import type { UserDirectory } from './user-directory';
import { createUserResolver, type UserResolverHandle } from './user-resolver';

/** How tokens are verified: against a provider's JWKS, or by the dev identity provider
 * (AppConfig.auth is one). */
export type AuthMode =
  { mode: 'oidc'; issuer: string; jwksUri: string; audience: string; clientId?: string } | { mode: 'dev'; keyDir?: string };

export type AuthOptions = AuthMode & { users: UserDirectory };

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's user resolver: the push hub re-checks its open streams' users with it. */
    userResolver: UserResolverHandle;
  }
}

export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const users = createUserResolver(options.users);
  app.decorate('userResolver', users);
  const resolveUser = users.resolve;
  // Users are kept in memory only while the directory's watch listens (user-resolver.ts). Not
  // listening costs only speed, so a watch that cannot start leaves the app serving.
  app.addHook('onReady', async () => {
    await users
      .start()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'users are looked up on every request: the user directory cannot be watched'),
      );
  });
  app.addHook('onClose', () => users.stop());
  if (options.mode === 'oidc') {
    const verify: TokenVerifier = createRemoteJwtVerifier(options);
    await app.register(authPlugin, { verify, resolveUser });
    await app.register(authConfigPlugin({ mode: 'oidc', authority: options.issuer, clientId: options.clientId ?? '' }));
    return;
  }
  const provider = await createDevIdentityProvider({ users: options.users, keyDir: options.keyDir });
  app.log.warn('dev identity provider enabled: anyone can sign in as any demo user');
  await app.register(authPlugin, { verify: provider.verify, resolveUser });
  await app.register(provider.routes);
  await app.register(authConfigPlugin({ mode: 'dev' }));
}
