/** The bearer token lives in sessionStorage: kept for the browser tab's session, gone when it closes. */
const tokenKey = 'dtn.token';
/** Where to go after an OIDC round trip (the router state does not survive the redirect). */
const targetKey = 'dtn.signin.target';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const tokenStorage = {
  load: (): string | null => storage()?.getItem(tokenKey) ?? null,
  save: (token: string) => storage()?.setItem(tokenKey, token),
  clear: () => storage()?.removeItem(tokenKey),
  saveTarget: (path: string) => storage()?.setItem(targetKey, path),
  /** Read without removing: React may run a render's state initializer again (a render it threw
   * away, a remount), and each must find the target. */
  peekTarget: (): string | null => storage()?.getItem(targetKey) ?? null,
  clearTarget: () => storage()?.removeItem(targetKey),
};
