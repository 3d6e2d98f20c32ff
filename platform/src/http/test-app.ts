/**
 * Test support (not a test): a read-model database with two demo users and a tiny app built
 * with buildApp, one route of each kind. Used by the http and auth integration tests.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '@dtn/contracts';
import { foundationMigration } from '@dtn/projections/migrations/001-foundation';
import type { SqlClient } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { AuthOptions } from '../auth/register-auth';
import { buildApp } from './build-app';
import { readYourWritesPlugin, setEventPosition } from './consistency';
import { registerRoute } from './register-route';

export const GROUP_ID = '00000000-0000-4000-8000-000000000001';
export const admin = { id: '00000000-0000-4000-8000-0000000000a1', userId: 'auth0|admin', email: 'admin@example.com' };
export const associate = { id: '00000000-0000-4000-8000-0000000000a2', userId: 'auth0|assoc', email: 'Sam.Sales@example.com' };

export async function createReadModelDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  // One statement at a time: PGlite's query() takes a single statement.
  for (const statement of foundationMigration.split(/;\s*$/m)) {
    if (statement.trim() !== '') await db.query(statement);
  }
  await db.query(
    `INSERT INTO rm_dealer_groups (id, organization_name, slug, short_name, dealer_vault_vendor_id)
     VALUES ($1, 'Acme Auto Group', 'acme', 'ACME', 'v1')`,
    [GROUP_ID],
  );
  await insertUser(db, { ...admin, role: 'Admin', groupId: null });
  await insertUser(db, { ...associate, role: 'SalesAssociate', groupId: GROUP_ID });
  return db;
}

export async function insertUser(
  db: SqlClient,
  user: { id: string; userId: string; email: string; role: string; groupId: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO rm_users (id, user_id, email, first_name, last_name, role, buy_authority, sell_authority, dealer_group_id)
     VALUES ($1, $2, $3, 'Pat', 'Doe', $4, false, false, $5)`,
    [user.id, user.userId, user.email, user.role, user.groupId],
  );
}

export const publicRoute = defineRoute({
  method: 'GET', url: '/api/test/public', auth: 'public', permissions: [], summary: 'Public', side: 'query',
  response: { 200: z.object({ hello: z.string() }) },
});
export const meRoute = defineRoute({
  method: 'GET', url: '/api/test/me', auth: 'user', permissions: [], summary: 'Me', side: 'query',
  response: { 200: z.object({ email: z.string(), permissionCount: z.number() }) },
});
export const adminRoute = defineRoute({
  method: 'POST', url: '/api/test/dealer-groups', auth: 'user', permissions: ['AddDealerGroup'],
  summary: 'Needs AddDealerGroup', side: 'command',
});
export const vehicleRoute = defineRoute({
  method: 'POST', url: '/api/test/vehicles/:id', auth: 'user', permissions: [], summary: 'Zod body', side: 'command',
  params: z.object({ id: z.uuid() }),
  body: z.object({ make: z.string(), year: z.number().int().min(1900) }),
  response: { 201: z.object({ id: z.string(), label: z.string() }) },
});
export const boomRoute = defineRoute({
  method: 'GET', url: '/api/test/boom', auth: 'public', permissions: [], summary: 'Throws', side: 'query',
});

export interface TestAppOptions {
  auth?: AuthOptions;
  readiness?: () => Promise<boolean>;
  consistencyTimeoutMs?: number;
}

export async function createTestApp(db: SqlClient, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const keyDir = await mkdtemp(join(tmpdir(), 'dtn-keys-'));
  const app = await buildApp({
    title: 'Test API',
    auth: options.auth ?? { mode: 'dev', keyDir, db },
    readiness: options.readiness,
  });
  await app.register(readYourWritesPlugin(db, { timeoutMs: options.consistencyTimeoutMs ?? 1000 }));
  registerRoute(app, publicRoute, async () => ({ hello: 'world' }));
  registerRoute(app, meRoute, async (request) => ({
    email: request.user.email,
    permissionCount: request.user.permissions.size,
  }));
  registerRoute(app, adminRoute, async (_request, reply) => reply.code(204).send());
  registerRoute(app, vehicleRoute, async (request, reply) =>
    setEventPosition(reply, { commit: 7n, prepare: 9n })
      .code(201)
      .send({ id: request.params.id, label: `${request.body.year} ${request.body.make}` }),
  );
  registerRoute(app, boomRoute, async () => {
    throw new Error('secret database password leaked in stack');
  });
  await app.ready();
  return app;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is (set content-type yourself). */
  payload?: unknown;
}

/**
 * Real HTTP on 127.0.0.1 instead of app.inject: under jest's ESM vm modules (Node < 24.9)
 * light-my-request cannot require its ESM-only `cookie` dependency.
 */
export async function listenForTests(app: FastifyInstance): Promise<(request: TestRequest | string) => Promise<TestResponse>> {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return async (input) => {
    const request = typeof input === 'string' ? { url: input } : input;
    const headers: Record<string, string> = { ...request.headers };
    let body: string | undefined;
    if (typeof request.payload === 'string') body = request.payload;
    else if (request.payload !== undefined) {
      body = JSON.stringify(request.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${base}${request.url}`, { method: request.method ?? 'GET', headers, body });
    const text = await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: text,
      json: <T>() => JSON.parse(text) as T,
    };
  };
}
