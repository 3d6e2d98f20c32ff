/**
 * The OIDC authorization-code flow with PKCE (oidc-client-ts does PKCE by default). Loaded on
 * demand so the library stays out of the initial bundle.
 *
 * One UserManager per issuer and client for the life of the tab. Its own automatic silent renew
 * is off: the auth saga renews through renewOidcToken (refresh-token grant). Left on, every
 * manager keeps a timer that, once the user is gone (after sign-out), falls back to a hidden
 * iframe on the issuer, which the app's Content-Security-Policy rightly refuses to frame.
 */
type UserManager = import('oidc-client-ts').UserManager;
const managers = new Map<string, Promise<UserManager>>();

function userManagerFor(authority: string, clientId: string): Promise<UserManager> {
  const key = `${authority} ${clientId}`;
  let manager = managers.get(key);
  if (!manager) {
    manager = createUserManager(authority, clientId);
    managers.set(key, manager);
  }
  return manager;
}

async function createUserManager(authority: string, clientId: string): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${window.location.origin}/signin/callback`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

export async function startOidcSignIn(authority: string, clientId: string): Promise<void> {
  const manager = await userManagerFor(authority, clientId);
  await manager.signinRedirect();
}

/** Completes the flow on /signin/callback; the access token is the API's bearer token. */
export async function completeOidcSignIn(authority: string, clientId: string): Promise<string> {
  const manager = await userManagerFor(authority, clientId);
  const user = await manager.signinRedirectCallback();
  return user.access_token;
}

/** Ends the session at the issuer too (RP-initiated logout with the id token as hint); the issuer
 * sends the browser back to the landing page. */
export async function startOidcSignOut(authority: string, clientId: string): Promise<void> {
  const manager = await userManagerFor(authority, clientId);
  const user = await manager.getUser();
  await manager.removeUser();
  await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
}

/** A fresh access token for the signed-in user (refresh-token grant, no page change), and how
 * many seconds it lives; null when there is no OIDC sign-in in this tab to renew. */
export async function renewOidcToken(authority: string, clientId: string): Promise<{ token: string; expiresIn: number } | null> {
  const manager = await userManagerFor(authority, clientId);
  const current = await manager.getUser();
  if (!current) return null;
  const user = current.expires_in !== undefined && current.expires_in > renewLeadSeconds ? current : await manager.signinSilent();
  return user ? { token: user.access_token, expiresIn: user.expires_in ?? 0 } : null;
}

/** Renew this long before the access token expires (the realm's tokens live 15 minutes). */
export const renewLeadSeconds = 60;
