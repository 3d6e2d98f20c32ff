import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { listenForTests, type TestRequest, type TestResponse } from '@dtn/platform/http/test-app';
import { migrateReadModels } from '@dtn/projections/migrations/migrate';
import { buildQueryService } from '../app';

export interface OffersTestApp {
  db: TestDatabase;
  store: EventStore;
  app: FastifyInstance;
  /** A bearer token for a user of the read model, from the dev identity provider. */
  tokenFor(email: string): Promise<string>;
  /** A GET (or other call) with `Authorization: Bearer <token>` when a token is given. */
  get(url: string, token?: string): Promise<TestResponse>;
  http(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * A query service over a fresh database holding every read-model table (offers included) and an
 * event store on the same database, for the offer history. Real HTTP (see listenForTests).
 */
export async function startOffersTestApp(options: { now?: () => Date } = {}): Promise<OffersTestApp> {
  const db = await createTestDatabase();
  await migrateReadModels(db);
  const store = await createPostgresEventStore(db);
  const app = await buildQueryService({ db, store, auth: { mode: 'dev' }, now: options.now, consistency: { timeoutMs: 1000 } });
  const http = await listenForTests(app);
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const response = await http({ method: 'POST', url: '/auth/dev/token', payload: { email } });
    if (response.statusCode !== 200) throw new Error(`no token for ${email}: ${response.body}`);
    const token = response.json<{ access_token: string }>().access_token;
    tokens.set(email, token);
    return token;
  };
  return {
    db,
    store,
    app,
    http,
    tokenFor,
    get: (url, token) => http({ url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    async close() {
      await app.close();
      await store.close();
      await db.dispose();
    },
  };
}
