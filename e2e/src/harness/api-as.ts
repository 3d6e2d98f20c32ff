/**
 * Calls the API as a demo user would from another browser: a dev token for the email, then the
 * request; it must answer 200 (else the test fails with the answer). Reads wait for the last write
 * made through the same client (x-min-position), as the app's own reads do.
 *
 *   const apiAs = apiClient(() => app.url);
 *   await apiAs(buyer, '/api/offer', { method: 'POST', body: {...} });
 *   const offers = await apiAs<Offer[]>(buyer, '/api/offer/user');
 */
export type ApiInit = { method?: string; body?: unknown; headers?: Record<string, string> };

/** A dev token for a demo user's email (the dev identity provider). */
export async function devToken(appUrl: string, email: string): Promise<string> {
  const response = await fetch(`${appUrl}/auth/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 200) throw new Error(`no dev token for ${email} -> ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function apiClient(appUrl: () => string) {
  let lastWrite: string | null = null;
  return async function apiAs<T = unknown>(email: string, path: string, init: ApiInit = {}): Promise<T> {
    const token = await devToken(appUrl(), email);
    const method = init.method ?? 'GET';
    const response = await fetch(`${appUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(lastWrite && method === 'GET' ? { 'x-min-position': lastWrite } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    lastWrite = response.headers.get('x-event-position') ?? lastWrite;
    if (response.status !== 200) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}
