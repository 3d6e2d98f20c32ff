/**
 * Signs a user in at the OIDC provider the app names (GET /auth/config through the proxy) the way
 * the browser does: the authorization code flow with PKCE (S256) of the realm's public client,
 * over plain HTTP: the authorization request, the provider's login form posted with the user's
 * password and the session cookies, the redirect to the app's address carrying the code (not
 * followed: it is read from the Location header), and the code exchanged for tokens with the
 * verifier. The realm allows no password grant for this client, so none is used.
 *
 *   signIn({ issuer, clientId, redirectUri, email, password }): Promise<{ accessToken }>
 */
import { createHash, randomBytes } from 'node:crypto';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** The cookies a browser would keep for the provider's host: name=value from Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const decodeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export async function signIn(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
}): Promise<{ accessToken: string }> {
  const { issuer, clientId, redirectUri, email, password } = options;
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const jar = new CookieJar();
  const loginPage = await fetch(authorize, { redirect: 'manual' });
  jar.take(loginPage);
  const html = await loginPage.text();
  if (loginPage.status !== 200) throw new Error(`sign-in: the authorization request answered ${loginPage.status}: ${html.slice(0, 300)}`);
  const action = /<form[^>]*id="kc-form-login"[^>]*action="([^"]+)"/.exec(html)?.[1] ?? /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('sign-in: no login form in the provider answer');

  const posted = await fetch(decodeHtml(action), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ username: email, password, credentialId: '' }).toString(),
  });
  await posted.arrayBuffer();
  const location = posted.headers.get('location');
  if (posted.status !== 302 || !location?.startsWith(redirectUri)) {
    throw new Error(`sign-in of ${email}: expected a redirect to ${redirectUri}, got ${posted.status} ${location ?? ''}`);
  }
  const back = new URL(location);
  if (back.searchParams.get('state') !== state) throw new Error('sign-in: the state came back changed');
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`sign-in: no code in the redirect (${back.searchParams.get('error') ?? 'no error either'})`);

  const tokens = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  const body = (await tokens.json()) as { access_token?: string; error?: string };
  if (!tokens.ok || !body.access_token) throw new Error(`sign-in: the token endpoint answered ${tokens.status} ${body.error ?? ''}`);
  return { accessToken: body.access_token };
}
