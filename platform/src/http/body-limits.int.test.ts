import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@dtn/contracts';
import { buildApp } from './build-app';
import { maxJsonDepth, maxJsonKeysPerObject } from './json-limits';
import { registerRoute } from './register-route';
import { admin, listenForTests, testUserDirectory, type TestRequest, type TestResponse } from './test-app';

/**
 * A JSON body past the depth or key limits is refused with a 400 naming `body` before it is
 * parsed, whoever sends it and wherever: an unknown path, a public route, a signed-in route.
 * A body nested 450,000 levels deep used to be parsed on any path (up to 0.7 s of event loop).
 */
const anyBody = z.object({ text: z.string().max(40) }).catchall(z.unknown());
const publicRoute = defineRoute({
  method: 'POST',
  url: '/api/test/lead',
  auth: 'public',
  permissions: [],
  summary: 'A public route with a body',
  side: 'command',
  body: anyBody,
});
const privateRoute = defineRoute({
  method: 'POST',
  url: '/api/test/import',
  auth: 'user',
  permissions: [],
  summary: 'A signed-in route with a body',
  side: 'command',
  body: anyBody,
});

let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;
let token: string;
let handled = 0;

beforeAll(async () => {
  app = await buildApp({ title: 'Body limits', auth: { mode: 'dev', users: testUserDirectory() } });
  registerRoute(app, publicRoute, async () => ({ handled: ++handled }));
  registerRoute(app, privateRoute, async () => ({ handled: ++handled }));
  call = await listenForTests(app);
  const signIn = await call({ method: 'POST', url: '/auth/dev/token', payload: { email: admin.email } });
  token = signIn.json<{ access_token: string }>().access_token;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const nested = (depth: number) => `${'['.repeat(depth - 1)}{"text":"deep"}${']'.repeat(depth - 1)}`;
const hostile = '['.repeat(450_000) + ']'.repeat(450_000);
const wide = (keys: number) =>
  JSON.stringify({ text: 'wide', ...Object.fromEntries(Array.from({ length: keys - 1 }, (_, i) => [`k${i}`, i])) });

const post = (url: string, payload: string, signedIn = false) =>
  call({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
  });

function expectBodyRefused(res: TestResponse, message: RegExp) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
    { field: 'body', message: expect.stringMatching(message) },
  ]);
}

describe('JSON depth', () => {
  it('refuses the 900 KB body nested 450,000 levels deep on an unknown path, a public route and a signed-in one', async () => {
    const before = handled;
    expectBodyRefused(await post('/no/such/path', hostile), /deeper than 16 levels/);
    expectBodyRefused(await post('/api/test/lead', hostile), /deeper than 16 levels/);
    expectBodyRefused(await post('/api/test/import', hostile, true), /deeper than 16 levels/);
    expect(handled).toBe(before);
  });

  it(`takes ${maxJsonDepth} levels and refuses ${maxJsonDepth + 1}`, async () => {
    // The route's schema wants an object, so the deepest body it takes is that object itself at
    // the bottom of arrays: the limit is met when the route answers with its schema's 400.
    const atLimit = await post('/api/test/lead', nested(maxJsonDepth));
    expect(atLimit.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('body');
    expect(atLimit.json<{ detail: string }>().detail).not.toMatch(/deeper/);
    expectBodyRefused(await post('/api/test/lead', nested(maxJsonDepth + 1)), /deeper than/);
    expect((await post('/api/test/lead', JSON.stringify({ text: 'a', n: [[[[{ deep: [1] }]]]] }))).statusCode).toBe(200);
  });

  it('counts brackets inside strings as text', async () => {
    const res = await post('/api/test/lead', JSON.stringify({ text: '[{'.repeat(20), quoted: '\\"[[[[[[[[[[[[[[[[[[[["' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('keys per object', () => {
  it(`takes ${maxJsonKeysPerObject} keys in one object and refuses more, before and without authentication`, async () => {
    expect((await post('/api/test/lead', wide(maxJsonKeysPerObject))).statusCode).toBe(200);
    expectBodyRefused(await post('/api/test/lead', wide(maxJsonKeysPerObject + 1)), /more than 1000 keys/);
    expectBodyRefused(await post('/no/such/path', wide(50_000)), /more than 1000 keys/);
    // The key limit is per object: many objects of a few keys each are the import's rows.
    const rows = JSON.stringify({ text: 'rows', rows: Array.from({ length: 5_000 }, (_, i) => ({ vin: `V${i}`, year: 2020 })) });
    expect((await post('/api/test/import', rows, true)).statusCode).toBe(200);
  });

  it('still answers 401 first on a signed-in route, with nothing parsed', async () => {
    expect((await post('/api/test/import', hostile)).statusCode).toBe(401);
  });
});

describe('the other parsers', () => {
  it('keeps answering malformed JSON with a 400 and an unknown type with a 415', async () => {
    const malformed = await post('/api/test/lead', '{"text": ');
    expect(malformed.statusCode).toBe(400);
    const xml = await call({ method: 'POST', url: '/api/test/lead', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
  });

  it('does not parse a body sent to an unknown path: nothing would read it', async () => {
    const unknown = await post('/no/such/path', '{"text": ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses __proto__ keys as before', async () => {
    expect((await post('/api/test/lead', '{"text":"a","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
