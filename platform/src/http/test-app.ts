/**
 * Test support (not a test): a read-model database, a user directory with two demo users and a
 * tiny app built with buildApp, one route of each kind. Used by the http and auth integration
 * tests. The users live in the test's own directory: platform sits below the users read model.
 */
import type { Readiness } from './health-routes';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute, type Role } from '@dtn/contracts';
import type { SqlClient } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { ensureCheckpointTable } from '../subscription/checkpoint-table';
import type { AuthOptions } from '../auth/register-auth';
import type { UserDirectory } from '../auth/user-directory';
import { buildApp } from './build-app';
import { readYourWritesPlugin, setEventPosition } from './consistency';
import { registerRoute } from './register-route';

export const GROUP_ID = '00000000-0000-4000-8000-000000000001';
export const admin = { id: '00000000-0000-4000-8000-0000000000a1', userId: 'auth0|admin', email: 'admin@example.com' };
export const associate = { id: '00000000-0000-4000-8000-0000000000a2', userId: 'auth0|assoc', email: 'Sam.Sales@example.com' };

/** A test database with the projectors' checkpoint table (rm_checkpoints, which read-your-writes
 * waits on), empty. The read models' own tables belong to projections, above platform. */
export async function createReadModelDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await ensureCheckpointTable(db, { table: 'rm_checkpoints', key: 'projector' });
  return db;
}

export interface TestUser {
  id: string;
  userId: string;
  email: string;
  role: Role;
  groupId: string | null;
}

export interface TestUserDirectory extends UserDirectory {
  add(user: TestUser): void;
  remove(id: string): void;
}

const groups = new Map([[GROUP_ID, { id: GROUP_ID, organizationName: 'Acme Auto Group', shortName: 'ACME' }]]);

/** The users of the test app (Pat Doe, no authorities): admin and associate unless told otherwise. */
export function testUserDirectory(
  initial: readonly TestUser[] = [
    { ...admin, role: 'Admin', groupId: null },
    { ...associate, role: 'SalesAssociate', groupId: GROUP_ID },
  ],
): TestUserDirectory {
  const users = new Map(initial.map((user) => [user.id, user]));
  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const person = (user: TestUser) => ({
    userId: user.userId,
    email: user.email,
    firstName: 'Pat',
    lastName: 'Doe',
    role: user.role,
    buyAuthority: false,
    sellAuthority: false,
  });
  const demo = (user: TestUser) => ({ ...person(user), dealerGroup: user.groupId === null ? null : (groups.get(user.groupId) ?? null) });
  return {
    userOfToken({ sub, email }) {
      const all = [...users.values()];
      const user = all.find((u) => u.userId === sub) ?? (email === undefined ? undefined : all.find((u) => sameEmail(u.email, email)));
      return Promise.resolve(
        user
          ? { ...person(user), id: user.id, dealerGroupId: user.groupId, dealershipIds: [], postalCode: '', latitude: 0, longitude: 0 }
          : null,
      );
    },
    demoUsers: () => Promise.resolve([...users.values()].map(demo)),
    demoUserByEmail(email) {
      const user = [...users.values()].find((u) => sameEmail(u.email, email));
      return Promise.resolve(user ? demo(user) : null);
    },
    pendingInviteEmail: () => Promise.resolve(null),
    add: (user) => void users.set(user.id, user),
    remove: (id) => void users.delete(id),
  };
}

export const publicRoute = defineRoute({
  method: 'GET',
  url: '/api/test/public',
  auth: 'public',
  permissions: [],
  summary: 'Public',
  side: 'query',
  response: { 200: z.object({ hello: z.string() }) },
});
export const meRoute = defineRoute({
  method: 'GET',
  url: '/api/test/me',
  auth: 'user',
  permissions: [],
  summary: 'Me',
  side: 'query',
  response: { 200: z.object({ email: z.string(), permissionCount: z.number() }) },
});
export const adminRoute = defineRoute({
  method: 'POST',
  url: '/api/test/dealer-groups',
  auth: 'user',
  permissions: ['AddDealerGroup'],
  summary: 'Needs AddDealerGroup',
  side: 'command',
});
export const vehicleRoute = defineRoute({
  method: 'POST',
  url: '/api/test/vehicles/:id',
  auth: 'user',
  permissions: [],
  summary: 'Zod body',
  side: 'command',
  params: z.object({ id: z.uuid() }),
  body: z.object({ make: z.string(), year: z.number().int().min(1900) }),
  response: { 201: z.object({ id: z.string(), label: z.string() }) },
});
/** A query that reads the users read model only: read-your-writes waits for that projector alone. */
export const usersOnlyRoute = defineRoute({
  method: 'GET',
  url: '/api/test/users-only',
  auth: 'user',
  permissions: [],
  summary: 'Reads the users read model',
  side: 'query',
});
export const boomRoute = defineRoute({
  method: 'GET',
  url: '/api/test/boom',
  auth: 'public',
  permissions: [],
  summary: 'Throws',
  side: 'query',
});

export interface TestAppOptions {
  /** Default: dev sign-in over `users`. */
  auth?: AuthOptions;
  /** Default: testUserDirectory(). */
  users?: UserDirectory;
  readiness?: Readiness;
  consistencyTimeoutMs?: number;
}

export async function createTestApp(db: SqlClient, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    title: 'Test API',
    auth: options.auth ?? { mode: 'dev', users: options.users ?? testUserDirectory() },
    readiness: options.readiness,
  });
  await app.register(readYourWritesPlugin(db, { timeoutMs: options.consistencyTimeoutMs ?? 1000 }));
  registerRoute(app, publicRoute, async () => ({ hello: 'world' }));
  registerRoute(app, meRoute, async (request) => ({
    email: request.user.email,
    permissionCount: request.user.permissions.size,
  }));
  registerRoute(app, usersOnlyRoute, async () => ({ users: 'fresh' }), { reads: ['users'] });
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
