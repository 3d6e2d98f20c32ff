import * as catalogue from '@dtn/contracts/routes/index';
import type { ApiClient, Method, Query } from '../shared/api/api-client';
import { resolveCall } from '../shared/api/api-client';
import { ApiError, problemFrom } from '../shared/api/api-problem';
import type { RouteName } from '../shared/api/api-types';
import { routeTable } from '../shared/api/route-table.gen';

/**
 * A scripted ApiClient for slice, saga and component tests; the real HTTP path is covered by
 * api-client.unit.test.ts and the browser tests.
 *
 *   new FakeApi().on('inventoryByVin', item)                     by catalogue route name
 *                .on('GET /api/offer/user/inventory/<id>', null) by method and exact path
 *                .on('PUT /api/notification/dismiss/*', {...})   by path prefix
 *                .failOn('marketplaceSearch', 500)               an ApiError of that status
 *   answer: a value, or a function of { params, query, body, path } (it may throw an ApiError)
 *   api.calls / api.callsOf('createOffer') / api.callsTo('GET', path)   what was sent
 *
 * Like the server, it checks every catalogue call's params, query and body against the route's
 * zod schemas and answers a bad one with a 400 problem naming the field (`body.offerAmount`), so
 * a saga sending what the contract does not accept fails its test. Unscripted calls answer 404.
 */
export interface FakeRequest {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  path: string;
}
/** A value to answer with, or a function `(request: FakeRequest) => value` that answers (or throws). */
export type FakeAnswer = unknown;

export interface FakeCall {
  route?: RouteName;
  method: string;
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
}

const specs = new Map(Object.entries(catalogue).filter(([, value]) => catalogue.isRouteSpec(value))) as Map<string, catalogue.RouteSpec>;

function invalidInput(name: RouteName, request: FakeRequest): ApiError | null {
  const spec = specs.get(name);
  const parts = [
    ['params', spec?.params, request.params ?? {}],
    ['querystring', spec?.querystring, request.query ?? {}],
    ['body', spec?.body, request.body],
    ['headers', spec?.headers, request.headers ?? {}],
  ] as const;
  const errors = parts.flatMap(([part, schema, value]) => {
    if (!schema || (part === 'body' && value instanceof FormData)) return [];
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => ({ field: [part, ...issue.path].join('.'), message: issue.message }));
  });
  if (errors.length === 0) return null;
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new ApiError(problemFrom(400, { type: 'urn:dtn:problem:validation', title: 'Invalid request', status: 400, detail, errors }));
}

export class FakeApi implements ApiClient {
  readonly calls: FakeCall[] = [];
  private readonly answers = new Map<string, FakeAnswer>();

  /** `key`: a catalogue route name, "GET /api/x" (exact path) or "GET /api/x/*" (prefix). */
  on(key: string, answer: FakeAnswer): this {
    if (!key.includes(' ') && !(key in routeTable)) throw new Error(`FakeApi: no catalogue route named '${key}'`);
    this.answers.set(key, answer);
    return this;
  }

  /** Answer with an ApiError of this status (and problem body: type, detail, errors, ...). */
  failOn(key: string, status: number, problem: Record<string, unknown> = {}): this {
    return this.on(key, () => {
      throw new ApiError(problemFrom(status, problem));
    });
  }

  callsOf(route: RouteName): FakeCall[] {
    return this.calls.filter((call) => call.route === route);
  }

  callsTo(method: string, path: string): FakeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  // A property typed by ApiClient (as createHttpApi's object): checking a generic method against
  // the interface's relates a type as long as the catalogue (TS2590).
  call: ApiClient['call'] = async (name, ...[input]) => {
    const { method, path, params, query, body, headers } = resolveCall(name, input);
    this.calls.push({ route: name, method, path, params, query, body, headers });
    const invalid = invalidInput(name, { params, query, body, headers, path });
    if (invalid) throw invalid;
    return this.answer(name, method, path, { params, query, body, headers, path }) as Promise<never>;
  };

  async request<T>(method: Method, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    this.calls.push({ method, path, query: options.query, body: options.body });
    return this.answer(undefined, method, path, { ...options, path }) as Promise<T>;
  }

  private async answer(name: RouteName | undefined, method: string, path: string, request: FakeRequest): Promise<unknown> {
    const key = `${method} ${path}`;
    const byName = name !== undefined ? this.answers.get(name) : undefined;
    const exact = this.answers.get(key);
    const prefix = [...this.answers.entries()].find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)));
    const answer = byName !== undefined ? byName : exact !== undefined ? exact : prefix?.[1];
    if (answer === undefined) throw new ApiError(problemFrom(404, { title: `FakeApi: no answer for ${key}` }));
    return typeof answer === 'function' ? (answer as (r: FakeRequest) => unknown)(request) : answer;
  }
}
