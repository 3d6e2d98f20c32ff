import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@dtn/contracts';
import type { TestDatabase } from '../db/test-database';
import { buildApp } from './build-app';
import { registerRoute } from './register-route';
import { admin, createReadModelDatabase, listenForTests, testUserDirectory, type TestRequest, type TestResponse } from './test-app';

/**
 * The HTTP edge refuses text PostgreSQL cannot store, on every route, before validation: NUL and
 * lone surrogates in params, query and body, malformed percent-encoding in the query or the path.
 * A route that would write such text to the database answers 500 without the edge.
 */
const echoRoute = defineRoute({
  method: 'POST',
  url: '/api/test/echo/:id',
  auth: 'user',
  permissions: [],
  summary: 'Stores what it gets',
  side: 'command',
  params: z.object({ id: z.string().max(40) }),
  querystring: z.object({ q: z.string().max(40).optional() }),
  body: z.object({
    text: z.string().max(40),
    tags: z.array(z.string().max(40)).default([]),
    meta: z.record(z.string().max(10), z.string()).optional(),
  }),
});
const unionRoute = defineRoute({
  method: 'POST',
  url: '/api/test/union',
  auth: 'public',
  permissions: [],
  summary: 'A body of two shapes',
  side: 'command',
  body: z.union([
    z.object({ format: z.enum(['csv', 'json']), content: z.string().max(10) }),
    z.object({ rows: z.array(z.object({ n: z.number() })) }),
  ]),
});

let db: TestDatabase;
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;
let token: string;

beforeAll(async () => {
  db = await createReadModelDatabase();
  app = await buildApp({ title: 'Input safety', auth: { mode: 'dev', users: testUserDirectory() } });
  // Writes what it is given, as a command handler would: PostgreSQL is the judge of the text.
  registerRoute(app, echoRoute, async (request) => {
    await db.query('SELECT $1::text, $2::text, $3::jsonb', [request.params.id, request.query.q ?? '', JSON.stringify(request.body)]);
    return { ok: true };
  });
  registerRoute(app, unionRoute, async () => ({ ok: true }));
  call = await listenForTests(app);
  token = (await call({ method: 'POST', url: '/auth/dev/token', payload: { email: admin.email } })).json<{ access_token: string }>()
    .access_token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.dispose();
});

const echo = (url: string, payload: unknown = { text: 'hello' }, auth = true) =>
  call({ method: 'POST', url, payload, headers: auth ? { authorization: `Bearer ${token}` } : {} });

function fieldsOf(res: TestResponse): string[] {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  return res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
}

describe('NUL and lone surrogates', () => {
  it('lets clean text through to the database', async () => {
    expect((await echo('/api/test/echo/a1?q=caf%C3%A9', { text: 'Crème 😀', tags: ['ok'] })).statusCode).toBe(200);
  });

  it('refuses them in the body, naming the field', async () => {
    expect(fieldsOf(await echo('/api/test/echo/a1', { text: 'a\u0000b' }))).toEqual(['body.text']);
    expect(fieldsOf(await echo('/api/test/echo/a1', { text: 'a\ud800b' }))).toEqual(['body.text']);
    expect(fieldsOf(await echo('/api/test/echo/a1', { text: 'ok', tags: ['fine', 'x\udc00'] }))).toEqual(['body.tags.1']);
    expect(fieldsOf(await echo('/api/test/echo/a1', { text: 'ok', ['k\u0000']: 1 }))).toEqual(['body']);
  });

  it('refuses them in the query and the path', async () => {
    expect(fieldsOf(await echo('/api/test/echo/a1?q=a%00b'))).toEqual(['querystring.q']);
    expect(fieldsOf(await echo('/api/test/echo/a%00b'))).toEqual(['params.id']);
  });

  it('still answers 401 first to a caller without a token', async () => {
    expect((await echo('/api/test/echo/a1', { text: 'a\u0000b' }, false)).statusCode).toBe(401);
  });
});

describe('malformed percent-encoding', () => {
  it("refuses a query value that is not UTF-8 (a lone surrogate's bytes, a cut sequence, a bare %)", async () => {
    for (const q of ['%ED%A0%80', '%E0%A4%A', '%', '100%'])
      expect(fieldsOf(await echo(`/api/test/echo/a1?q=${q}`))).toEqual(['querystring.q']);
  });

  it('answers problem+json 400 on `params` for a path that does not decode', async () => {
    for (const id of ['%ED%A0%80', '%E0%A4%A']) expect(fieldsOf(await echo(`/api/test/echo/${id}`))).toEqual(['params']);
  });
});

describe('long keys', () => {
  it('names a record key that is too long without echoing it whole', async () => {
    const res = await echo('/api/test/echo/a1', { text: 'ok', meta: { ['k'.repeat(100_000)]: 'v' } });
    const [field] = fieldsOf(res);
    expect(field).toMatch(/^body\.meta\.k+…$/);
    expect(res.body.length).toBeLessThan(1_000);
  });
});

describe('unions', () => {
  it('names the fields of the closest branch rather than "body"', async () => {
    const union = (payload: unknown) => call({ method: 'POST', url: '/api/test/union', payload });
    expect(fieldsOf(await union({ format: 'xml', content: 'x' }))).toEqual(['body.format']);
    expect(fieldsOf(await union({ rows: [{ n: 'one' }] }))).toEqual(['body.rows.0.n']);
    expect(fieldsOf(await union({}))).toEqual(['body.rows']);
  });
});
