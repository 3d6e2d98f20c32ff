import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels } from '@dtn/projections/migrations/migrate';
import { buildQueryService } from '../app';

interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

interface CallResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

export interface QueryTestApp {
  db: TestDatabase;
  app: FastifyInstance;
  /** A bearer token for a user of the read model, from the dev identity provider. */
  tokenFor(email: string): Promise<string>;
  /** One HTTP call, with `Authorization: Bearer <token>` when a token is given. */
  call(options: CallOptions): Promise<CallResponse>;
  close(): Promise<void>;
}

/**
 * A query service over a fresh database holding every read-model table (no rows).
 *
 * Calls go over a real socket rather than app.inject: inject loads light-my-request, which
 * require()s the ESM-only `cookie` package, and Jest's VM modules cannot do that on Node 20.
 */
export async function startQueryTestApp(options: { now?: () => Date; consistencyTimeoutMs?: number } = {}): Promise<QueryTestApp> {
  const db = await createTestDatabase();
  await migrateReadModels(db);
  const app = await buildQueryService({
    db,
    auth: { mode: 'dev' },
    now: options.now,
    consistency: { timeoutMs: options.consistencyTimeoutMs ?? 1000 },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = new Map<string, string>();

  const call = async ({ method, url, payload, token, headers: extra }: CallOptions): Promise<CallResponse> => {
    const headers: Record<string, string> = { ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body,
      json: <T>() => JSON.parse(body) as T,
    };
  };

  return {
    db,
    app,
    call,
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const response = await call({ method: 'POST', url: '/auth/dev/token', payload: { email } });
      if (response.statusCode !== 200) throw new Error(`no token for ${email}: ${response.body}`);
      const token = response.json<{ access_token: string }>().access_token;
      tokens.set(email, token);
      return token;
    },
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}
