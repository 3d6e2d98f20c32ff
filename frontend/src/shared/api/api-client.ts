/**
 * The one door to the HTTP API. Sagas take it from the saga context (`getContext('api')`, see
 * ./api-saga), so a test hands them a scripted client (src/testing/fake-api.ts) instead.
 *
 *   createHttpApi({ getToken, onUnauthorized }): ApiClient
 *   api.call('createOffer', { params, query, body })  a catalogue route by name -> its typed answer
 *   api.call('approveOffer', { params, headers: { 'if-match': '"3"' } })  with the route's headers
 *   api.request(method, path, { query, body })        escape hatch for routes outside the catalogue
 *                                                      (/auth/config, /auth/dev/*): never /api
 *   buildPath(url, params) / toQueryString(query)     shared with the FakeApi
 *
 * Every non-2xx answer throws an ApiError carrying an ApiProblem (./api-problem). A 401 also calls
 * onUnauthorized (the app signs out). Read-your-writes: the client remembers the newest
 * `x-event-position` a command answered with and sends it as `x-min-position` on later GETs, so a
 * list read after a mutation includes it.
 */
import { routeTable } from './route-table.gen';
import type { CallArgs, CallResult, RouteEntry, RouteName } from './api-types';
import { ApiError, problemFrom } from './api-problem';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;
export type Method = RouteEntry['method'];

export interface ApiClient {
  call<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<CallResult<N>>;
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Request headers a route declares (lowercase names). */
  headers?: Record<string, string>;
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

function toQueryString(query: Query | undefined): string {
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

/** `/api/offer/:id/conversation` + { id } -> `/api/offer/<id, URI-encoded>/conversation`. */
function buildPath(url: string, params: Record<string, unknown> | undefined): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter '${name}' of ${url}`);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new Error(`Path parameter '${name}' of ${url} is not a string or a number`);
    }
    return encodeURIComponent(value);
  });
}

/** The method and path of a catalogue call (the FakeApi records the same). */
// `input` is a call's CallInput (its callers' signatures type it); read here by its parts alone,
// since relating a generic CallInput<N> to them is a type as long as the catalogue (TS2590).
export function resolveCall(name: RouteName, input: unknown) {
  const route: RouteEntry = routeTable[name];
  type Parts = { params?: Record<string, unknown>; query?: Query; body?: unknown; headers?: Record<string, string> };
  const { params, query, body, headers } = (input as Parts | undefined) ?? {};
  return { method: route.method, path: buildPath(route.url, params), params, query, body, headers };
}

export function createHttpApi(options: HttpApiOptions): ApiClient {
  const { baseUrl = '', getToken, onUnauthorized } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let minPosition: string | undefined;

  async function request<T>(method: Method, path: string, { query, body, headers: extra }: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (method === 'GET' && minPosition) headers['x-min-position'] = minPosition;
    let payload: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await doFetch(`${baseUrl}${path}${toQueryString(query)}`, { method, headers, body: payload });
    const position = response.headers.get('x-event-position');
    if (position) minPosition = position;
    if (response.status === 401) onUnauthorized?.();
    if (!response.ok) {
      let problemBody: unknown;
      try {
        problemBody = await response.json();
      } catch {
        problemBody = undefined;
      }
      throw new ApiError(problemFrom(response.status, problemBody));
    }
    if (response.status === 204) return null as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    async call(name, ...[input]) {
      const { method, path, query, body, headers } = resolveCall(name, input);
      return request(method, path, { query, body, headers });
    },
    request,
  };
}
