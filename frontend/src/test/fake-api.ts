import { ApiError, type ApiClient, type Query } from '../app/api-client';

/**
 * A scripted ApiClient for slice, saga and component tests: answers by "METHOD path" with a
 * value or a function of (body, query); records every call. Unscripted calls fail with 404 so a
 * test notices a call it did not expect. (The real HTTP path is covered by the browser tests.)
 */
export type FakeAnswer = unknown | ((request: { body: unknown; query: Query | undefined; path: string }) => unknown);

export interface FakeCall {
  method: string;
  path: string;
  body?: unknown;
  query?: Query;
}

export class FakeApi implements ApiClient {
  readonly calls: FakeCall[] = [];
  private readonly answers = new Map<string, FakeAnswer>();

  /** `key` is "GET /api/x" (exact path) or "GET /api/x/*" (prefix). */
  on(key: string, answer: FakeAnswer): this {
    this.answers.set(key, answer);
    return this;
  }

  /** Answer with an ApiError of this status (and optional problem body). */
  failOn(key: string, status: number, problem?: Record<string, unknown>): this {
    return this.on(key, () => {
      throw new ApiError(status, problem);
    });
  }

  callsTo(method: string, path: string): FakeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  get<T>(path: string, query?: Query) {
    return this.answer<T>('GET', path, undefined, query);
  }
  post<T>(path: string, body?: unknown, query?: Query) {
    return this.answer<T>('POST', path, body, query);
  }
  put<T>(path: string, body?: unknown, query?: Query) {
    return this.answer<T>('PUT', path, body, query);
  }
  delete<T>(path: string, query?: Query) {
    return this.answer<T>('DELETE', path, undefined, query);
  }

  private async answer<T>(method: string, path: string, body: unknown, query: Query | undefined): Promise<T> {
    this.calls.push({ method, path, body, query });
    const exact = this.answers.get(`${method} ${path}`);
    const prefix = [...this.answers.entries()].find(
      ([key]) => key.endsWith('*') && `${method} ${path}`.startsWith(key.slice(0, -1)),
    );
    const answer = exact !== undefined ? exact : prefix?.[1];
    if (answer === undefined) throw new ApiError(404, { title: `FakeApi: no answer for ${method} ${path}` });
    const value = typeof answer === 'function' ? await (answer as (r: unknown) => unknown)({ body, query, path }) : answer;
    return value as T;
  }
}
