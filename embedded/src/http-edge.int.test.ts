import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestRequest, type TestResponse } from '@dtn/platform/http/test-app';
import { buildCommandService } from '@dtn/command-service/app';
import { createWorld, type World } from '@dtn/command-service/testing/test-world';
import { buildQueryService } from '@dtn/query-service/app';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';

/**
 * The HTTP edge of `npm start`'s server, the command service and the query service:
 * - one hostile body may cost a server only its bytes: JSON nested past the limit is refused as a
 *   400 naming `body` before it is parsed, on unknown paths, public routes and signed-in ones; a
 *   feed's text nested past it and a JSON field in an upload are refused too; nothing is appended;
 * - the answers of signed-in routes are never cached (no-store), the push stream keeps its
 *   no-cache, the app's static files their own.
 */
const hostile = '['.repeat(450_000) + ']'.repeat(450_000);

type Call = (request: TestRequest) => Promise<TestResponse>;
let world: World;
let commandService: FastifyInstance;
let commandCall: Call;
let queryService: FastifyInstance;
let queryCall: Call;
let embeddedDb: TestDatabase;
let embedded: EmbeddedServer;
let embeddedCall: Call;
let frontendDir: string | undefined;

beforeAll(async () => {
  world = await createWorld();
  commandService = await buildCommandService({ store: world.store, db: world.db, auth: { mode: 'dev' } });
  commandCall = await listenForTests(commandService);
  queryService = await buildQueryService({ db: world.db, auth: { mode: 'dev' } });
  queryCall = await listenForTests(queryService);
  embeddedDb = await createTestDatabase();
  frontendDir = await mkdtemp(join(tmpdir(), 'dtn-frontend-'));
  await mkdir(join(frontendDir, 'assets'));
  await writeFile(join(frontendDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(frontendDir, 'assets', 'app.js'), 'console.log(1);');
  const store = await createPostgresEventStore(embeddedDb);
  embedded = await createEmbeddedServer({ db: embeddedDb, store, seed: false, frontendDir });
  embeddedCall = await listenForTests(embedded.app);
}, 120_000);

afterAll(async () => {
  await commandService?.close();
  await queryService?.close();
  await embedded?.close();
  await embeddedDb?.dispose();
  await world?.dispose();
  if (frontendDir) await rm(frontendDir, { recursive: true, force: true });
});

const eventCount = async (db: TestDatabase) =>
  Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n);

function expectBodyRefused(res: TestResponse, field = 'body') {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
    { field, message: expect.stringMatching(/deeper than 16/) },
  ]);
}

const json = (method: string, url: string, payload: string, headers: Record<string, string> = {}): TestRequest => ({
  method,
  url,
  payload,
  headers: { 'content-type': 'application/json', ...headers },
});

describe('a body nested 450,000 levels deep', () => {
  it('is refused on unknown paths and public routes of all three servers', async () => {
    for (const call of [embeddedCall, commandCall, queryCall]) {
      expectBodyRefused(await call(json('POST', '/no/such/path', hostile)));
      expectBodyRefused(await call(json('POST', '/auth/dev/token', hostile)));
    }
    expectBodyRefused(await commandCall(json('PUT', '/api/transportation/bid', hostile)));
    expectBodyRefused(await embeddedCall(json('POST', '/api/testdrive', hostile)));
    expect(await eventCount(embeddedDb)).toBe(0);
  });

  it('is refused on signed-in routes, with nothing appended', async () => {
    const before = await eventCount(world.db);
    const importUrl = `/api/dealergroup/inventory/import/${world.sellerDealershipId}`;
    const asSeller = { authorization: `Bearer ${await tokenOf(commandCall)}` };
    expectBodyRefused(await commandCall(json('POST', importUrl, hostile, asSeller)));
    expectBodyRefused(
      await queryCall(json('POST', '/api/marketplace/search', hostile, { authorization: `Bearer ${await tokenOf(queryCall)}` })),
    );
    // Inside the feed's text the body check sees a string: the feed parser checks it the same way.
    const feed = await commandCall({
      ...json('POST', importUrl, JSON.stringify({ format: 'json', content: '['.repeat(400_000) + ']'.repeat(400_000) })),
      headers: { 'content-type': 'application/json', ...asSeller },
    });
    expect(feed.statusCode).toBe(400);
    expect(feed.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['content']);
    expect(await eventCount(world.db)).toBe(before);
  });

  it('is refused as a form field of an upload, which takes files only', async () => {
    // The seller's own post: an upload reads its parts only once the post is known to be theirs.
    const token = await tokenOf(commandCall);
    const post = await commandCall({
      method: 'POST',
      url: '/api/post',
      headers: { authorization: `Bearer ${token}` },
      payload: { postType: 'GENERAL', postVisibility: 'GENERAL', content: 'For sale soon', attachmentCount: 1 },
    });
    expect(post.statusCode).toBe(200);
    const before = await eventCount(world.db);
    // A field (no file name) typed application/json: the multipart parser would JSON.parse it.
    const boundary = 'dtn-hostile';
    const body = [
      `--${boundary}\r\ncontent-disposition: form-data; name="meta"\r\ncontent-type: application/json\r\n\r\n${hostile}\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="car.png"\r\ncontent-type: image/png\r\n\r\npng\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const base = `http://127.0.0.1:${(commandService.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/post/image/${post.json<{ id: string }>().id}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['body']);
    // The rest of the body is read and dropped after the refusal, so the connection stays usable
    // (command-service/src/post/upload-media.int.test.ts follows a refused upload on it).
    expect(await eventCount(world.db)).toBe(before);
  });
});

describe('Cache-Control', () => {
  it('is no-store on the answers of signed-in routes of all three servers, 401s included', async () => {
    const cacheControl = async (call: Call, request: TestRequest, signedIn: boolean) => {
      const res = await call(
        signedIn ? { ...request, headers: { ...request.headers, authorization: `Bearer ${await tokenOf(call)}` } } : request,
      );
      return [res.statusCode, res.headers['cache-control']];
    };
    const getUser = { url: '/api/user/getuser' };
    const badImport = json('POST', `/api/dealergroup/inventory/import/${world.sellerDealershipId}`, '{}');
    expect(await cacheControl(queryCall, getUser, true)).toEqual([200, 'no-store']);
    expect(await cacheControl(queryCall, getUser, false)).toEqual([401, 'no-store']);
    expect(await cacheControl(commandCall, badImport, true)).toEqual([400, 'no-store']);
    expect(await cacheControl(commandCall, badImport, false)).toEqual([401, 'no-store']);
    expect((await embeddedCall({ url: '/api/user/getuser' })).headers['cache-control']).toBe('no-store');
    expect((await commandCall(json('PUT', '/api/transportation/bid', '{}'))).headers['cache-control']).toBeUndefined();
  });

  it('leaves the push stream its no-cache and the static app its own', async () => {
    const stream = new AbortController();
    const base = `http://127.0.0.1:${(queryService.server.address() as AddressInfo).port}`;
    const push = await fetch(`${base}/api/push`, {
      headers: { authorization: `Bearer ${await tokenOf(queryCall)}` },
      signal: stream.signal,
    });
    expect(push.headers.get('content-type')).toContain('text/event-stream');
    expect(push.headers.get('cache-control')).toBe('no-cache, no-transform');
    stream.abort();
    for (const url of ['/', '/assets/app.js', '/marketplace']) {
      const res = await embeddedCall({ url });
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, expect.not.stringContaining('no-store')]);
    }
  });
});

/** The seller's token from a server's own dev sign-in (each server has its own key). */
async function tokenOf(call: Call): Promise<string> {
  const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email: world.seller.email } });
  return res.json<{ access_token: string }>().access_token;
}
