import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPair, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../db/test-database';
import {
  admin,
  associate,
  createReadModelDatabase,
  createTestApp,
  GROUP_ID,
  listenForTests,
  testUserDirectory,
  type TestRequest,
  type TestResponse,
} from './test-app';

let db: TestDatabase;
const users = testUserDirectory();
let app: FastifyInstance;
let ready = true;
let call: (request: TestRequest | string) => Promise<TestResponse>;

beforeAll(async () => {
  db = await createReadModelDatabase();
  app = await createTestApp(db, { users, readiness: async () => ready });
  call = await listenForTests(app);
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
});

async function tokenFor(email: string): Promise<string> {
  const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectProblem(res: TestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const body = res.json<Record<string, unknown>>();
  expect(body).toMatchObject({ status, type: expect.stringMatching(/^urn:dtn:problem:/), title: expect.any(String) });
  expect(typeof body['detail']).toBe('string');
  expect(typeof body['instance']).toBe('string');
  return body;
}

describe('health and docs', () => {
  it('answers /healthz and /readyz without a token', async () => {
    expect((await call('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await call('/readyz')).statusCode).toBe(200);
    ready = false;
    expectProblem(await call('/readyz'), 503);
    ready = true;
  });

  it('publishes an OpenAPI document listing the routes with bearer security', async () => {
    const res = await call('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/test/public', '/api/test/me', '/api/test/vehicles/{id}', '/auth/dev/token']),
    );
    expect(doc.paths['/api/test/me']?.['get']?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/test/vehicles/{id}']?.['post']?.tags).toEqual(['command']);
    expect(doc.paths['/healthz']).toBeUndefined();
    expect((await call('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('authentication', () => {
  it('lets anyone call a public route', async () => {
    expect((await call('/api/test/public')).json()).toEqual({ hello: 'world' });
  });

  it('answers 401 without a token, with a garbage token and with a token from another key', async () => {
    expectProblem(await call('/api/test/me'), 401);
    expectProblem(await call({ url: '/api/test/me', headers: bearer('not-a-jwt') }), 401);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email: admin.email })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(admin.userId)
      .setIssuer('dtn-dev')
      .setExpirationTime('1h')
      .sign(privateKey);
    expectProblem(await call({ url: '/api/test/me', headers: bearer(forged) }), 401);
  });

  it('answers 401 before validating the body of a private route', async () => {
    const res = await call({ method: 'POST', url: `/api/test/vehicles/${GROUP_ID}`, payload: {} });
    expectProblem(res, 401);
  });

  it('round-trips a dev token: list users, get a token, call a private route', async () => {
    const users = await call('/auth/dev/users');
    expect(users.statusCode).toBe(200);
    expect(users.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: admin.email, role: 'Admin', dealerGroup: null }),
        expect.objectContaining({
          email: associate.email,
          name: 'Pat Doe',
          role: 'SalesAssociate',
          buyAuthority: false,
          sellAuthority: false,
          dealerGroup: { id: GROUP_ID, organizationName: 'Acme Auto Group', shortName: 'ACME' },
        }),
      ]),
    );
    // Email lookup ignores case.
    const token = await tokenFor('sam.sales@example.com');
    const me = await call({ url: '/api/test/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: associate.email });
  });

  it('answers the dev token route with 404 for an unknown email and 400 for a bad body', async () => {
    const unknown = await call({ method: 'POST', url: '/auth/dev/token', payload: { email: 'nobody@example.com' } });
    expectProblem(unknown, 404);
    const bad = expectProblem(await call({ method: 'POST', url: '/auth/dev/token', payload: { mail: 'x' } }), 400);
    expect(bad['errors']).toEqual([expect.objectContaining({ field: 'body.email' })]);
  });

  it('answers 403 when the token is valid but no user matches it', async () => {
    const ghost = { id: '00000000-0000-4000-8000-0000000000f1', userId: 'auth0|ghost', email: 'ghost@example.com' };
    users.add({ ...ghost, role: 'SalesManager', groupId: GROUP_ID });
    const token = await tokenFor(ghost.email);
    users.remove(ghost.id);
    const body = expectProblem(await call({ url: '/api/test/me', headers: bearer(token) }), 403);
    expect(body['detail']).toMatch(/no user/i);
  });
});

describe('authorization', () => {
  it('answers 403 naming the missing permission', async () => {
    const token = await tokenFor(associate.email);
    const res = await call({ method: 'POST', url: '/api/test/dealer-groups', headers: bearer(token) });
    const body = expectProblem(res, 403);
    expect(body['detail']).toContain('AddDealerGroup');
  });

  it('lets a user holding the permission through', async () => {
    const token = await tokenFor(admin.email);
    const res = await call({ method: 'POST', url: '/api/test/dealer-groups', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
  });
});

describe('errors as problem+json', () => {
  it('answers 400 naming each invalid field', async () => {
    const token = await tokenFor(admin.email);
    const res = await call({
      method: 'POST',
      url: `/api/test/vehicles/${GROUP_ID}`,
      headers: bearer(token),
      payload: { make: 42, year: 2020 },
    });
    const body = expectProblem(res, 400);
    expect(body['detail']).toMatch(/^body\.make: /);
    expect(body['errors']).toEqual([{ field: 'body.make', message: expect.any(String) }]);
  });

  it('names params too, and accepts a valid call', async () => {
    const token = await tokenFor(admin.email);
    const bad = await call({
      method: 'POST',
      url: '/api/test/vehicles/nope',
      headers: bearer(token),
      payload: { make: 'Ford', year: 2020 },
    });
    expect(expectProblem(bad, 400)['errors']).toEqual([expect.objectContaining({ field: 'params.id' })]);
    const ok = await call({
      method: 'POST',
      url: `/api/test/vehicles/${GROUP_ID}`,
      headers: bearer(token),
      payload: { make: 'Ford', year: 2020 },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['x-event-position']).toBe('7/9');
    expect(ok.json()).toEqual({ id: GROUP_ID, label: '2020 Ford' });
  });

  it('answers 400 for malformed JSON', async () => {
    const token = await tokenFor(admin.email);
    const res = await call({
      method: 'POST',
      url: `/api/test/vehicles/${GROUP_ID}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"make": ',
    });
    expectProblem(res, 400);
  });

  it('answers 404 problem for an unknown route, token or not', async () => {
    const body = expectProblem(await call('/api/nothing-here?x=1'), 404);
    expect(body['instance']).toBe('/api/nothing-here?x=1');
  });

  it('never leaks the cause of a 500', async () => {
    const res = await call('/api/test/boom');
    const body = expectProblem(res, 500);
    expect(JSON.stringify(body)).not.toMatch(/secret|stack/);
  });
});

describe('Cache-Control on the answers of routes that need a token', () => {
  it('is no-store on every answer of a signed-in route: success, 400, 401, 403', async () => {
    const [adminToken, associateToken] = [await tokenFor(admin.email), await tokenFor(associate.email)];
    const answers = [
      await call({ url: '/api/test/me', headers: bearer(adminToken) }),
      await call({ method: 'POST', url: '/api/test/vehicles/nope', headers: bearer(adminToken), payload: { make: 'Ford', year: 2020 } }),
      await call('/api/test/me'),
      await call({ method: 'POST', url: '/api/test/dealer-groups', headers: bearer(associateToken) }),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [400, 'no-store'],
      [401, 'no-store'],
      [403, 'no-store'],
    ]);
  });

  it('is left to public routes and unknown paths', async () => {
    for (const url of ['/api/test/public', '/healthz', '/api/docs/json', '/api/nothing-here']) {
      expect((await call(url)).headers['cache-control']).toBeUndefined();
    }
  });
});
