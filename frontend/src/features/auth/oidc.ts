/**
 * The OIDC authorization-code flow with PKCE (oidc-client-ts does PKCE by default). Loaded on
 * demand so the library stays out of the initial bundle.
 */
export async function userManagerFor(authority: string, clientId: string) {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${window.location.origin}/signin/callback`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
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
