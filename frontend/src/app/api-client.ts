/**
 * The one door to the HTTP API. Sagas take it from the saga context (`getContext('api')`), so a
 * test can hand them another ApiClient.
 *
 *   createHttpApi({ getToken, onUnauthorized }): ApiClient
 *   api.get<T>(path, query?) / post / put / delete -> the parsed JSON body (null for 204)
 *   ApiError { status, problem }  thrown for every non-2xx answer (problem+json when the server sent one)
 *
 * Read-your-writes: the client remembers the newest `x-event-position` a command answered with
 * and sends it as `x-min-position` on later GETs, so a list read after a mutation includes it.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errorMessage?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    message = problem?.detail ?? problem?.title ?? `Request failed with status ${status}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  delete<T>(path: string, query?: Query): Promise<T>;
}

export interface HttpApiOptions {
  /** Prefix of every path (default: same origin). */
  baseUrl?: string;
  /** The bearer token of the session, or null when signed out. */
  getToken: () => string | null;
  /** Called on any 401 (expired or missing token): the app sends the user back to sign-in. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createHttpApi(options: HttpApiOptions): ApiClient {
  const { baseUrl = '', getToken, onUnauthorized } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let minPosition: string | undefined;

  async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (method === 'GET' && minPosition) headers['x-min-position'] = minPosition;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await doFetch(`${baseUrl}${path}${toQueryString(query)}`, { method, headers, body: payload });
    const position = response.headers.get('x-event-position');
    if (position) minPosition = position;
    if (response.status === 401) onUnauthorized?.();
    if (!response.ok) {
      let problem: Problem | undefined;
      try {
        problem = (await response.json()) as Problem;
      } catch {
        problem = undefined;
      }
      throw new ApiError(response.status, problem);
    }
    if (response.status === 204) return null as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query) => request('POST', path, body, query),
    put: (path, body, query) => request('PUT', path, body, query),
    delete: (path, query) => request('DELETE', path, undefined, query),
  };
}
