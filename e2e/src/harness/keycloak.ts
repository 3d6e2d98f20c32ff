/**
 * The Keycloak the OIDC sign-in tests talk to: KEYCLOAK_URL (`platform/keycloak/start-keycloak.sh`
 * starts one on http://127.0.0.1:8180 with the realm `dtn` of deploy/keycloak/realm-dtn.json).
 * Unset -> the suite is skipped with the reason printed, unless REQUIRE_KEYCLOAK is set (CI).
 *
 *   keycloakForTests()             {url} or {skip}
 *   const kc = await keycloakAdmin(url)   the master realm's admin (admin/admin, the script's)
 *   kc.allowApp(appUrl)            the app's address as a redirect URI, web origin and
 *                                  post-logout URI of the realm's public client dtn-frontend
 *   kc.directGrantClient(id, {audience?})  a client of realm dtn that takes a password grant (the
 *                                  tests' own; audience mapper dtn-api when asked)
 *   kc.passwordToken(realm, clientId, user, password)   an access token
 *   kc.createUser(email, password) a verified user of realm dtn
 *   kc.setAccessTokenLifespan(s)   the realm's access-token lifetime
 */
export const realm = 'dtn';
export const apiAudience = 'dtn-api';
export const demoPassword = 'demo';

export function keycloakForTests(): { url: string } | { skip: string } {
  const url = process.env.KEYCLOAK_URL?.replace(/\/$/, '');
  if (url) return { url };
  const reason = 'KEYCLOAK_URL is unset (start one with platform/keycloak/start-keycloak.sh)';
  if (process.env.REQUIRE_KEYCLOAK) throw new Error(`REQUIRE_KEYCLOAK is set but ${reason}`);
  return { skip: reason };
}

async function form(url: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function passwordToken(
  base: string,
  realmName: string,
  clientId: string,
  username: string,
  password: string,
): Promise<string> {
  const body = await form(`${base}/realms/${realmName}/protocol/openid-connect/token`, {
    grant_type: 'password',
    client_id: clientId,
    username,
    password,
    scope: 'openid email profile',
  });
  return body.access_token as string;
}

export async function keycloakAdmin(base: string) {
  // The master realm's tokens live a minute: a fresh one for each call.
  const masterToken = () => passwordToken(base, 'master', 'admin-cli', 'admin', 'admin');
  const adminApi = async (method: string, path: string, body?: unknown) => {
    const token = await masterToken();
    const response = await fetch(`${base}/admin/realms/${realm}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok && response.status !== 409) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 || response.status === 201 || response.status === 409 ? null : response.json();
  };
  const clientNamed = async (clientId: string) =>
    ((await adminApi('GET', `/clients?clientId=${clientId}`)) as { id: string; [k: string]: unknown }[])[0];

  return {
    /** A token of the master realm: valid, but of ANOTHER issuer. */
    masterToken,
    async allowApp(appUrl: string) {
      const client = (await clientNamed('dtn-frontend'))!;
      const redirectUris = [...new Set([...((client.redirectUris as string[]) ?? []), `${appUrl}/*`])];
      const webOrigins = [...new Set([...((client.webOrigins as string[]) ?? []), appUrl])];
      const attributes = client.attributes as Record<string, string>;
      const logout = [...new Set([...(attributes['post.logout.redirect.uris'] ?? '').split('##').filter(Boolean), `${appUrl}/*`])].join(
        '##',
      );
      await adminApi('PUT', `/clients/${client.id}`, {
        ...client,
        redirectUris,
        webOrigins,
        attributes: { ...attributes, 'post.logout.redirect.uris': logout },
      });
    },
    /** How long the realm's access tokens live (the app renews them a minute before expiry). */
    async setAccessTokenLifespan(seconds: number) {
      await adminApi('PUT', '', { accessTokenLifespan: seconds });
    },
    async directGrantClient(clientId: string, options: { audience?: string } = {}) {
      await adminApi('POST', '/clients', {
        clientId,
        enabled: true,
        publicClient: true,
        standardFlowEnabled: false,
        directAccessGrantsEnabled: true,
        protocol: 'openid-connect',
        protocolMappers: options.audience
          ? [
              {
                name: `${options.audience} audience`,
                protocol: 'openid-connect',
                protocolMapper: 'oidc-audience-mapper',
                config: { 'included.custom.audience': options.audience, 'access.token.claim': 'true' },
              },
            ]
          : [],
      });
    },
    async createUser(email: string, password: string, names: { firstName: string; lastName: string }) {
      await adminApi('POST', '/users', {
        username: email,
        email,
        emailVerified: true,
        enabled: true,
        ...names,
        credentials: [{ type: 'password', value: password, temporary: false }],
      });
    },
  };
}
