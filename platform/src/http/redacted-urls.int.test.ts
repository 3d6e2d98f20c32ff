import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app';
import { registerRoute } from './register-route';
import { listenForTests, meRoute, publicRoute, testUserDirectory, type TestRequest, type TestResponse } from './test-app';

/**
 * A secret in a query string (a bearer token as `?access_token=`, an invitation's `?token=`, an
 * OAuth code) comes back neither in a problem's `instance` nor in the log: fastify's request
 * lines are read here from the app's own log stream.
 */
const secret = 'eyJhbGciOiJFUzI1NiJ9.c2VjcmV0.c2lnbmF0dXJl';
const lines: string[] = [];
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ title: 'Redaction', logger: { level: 'info', stream }, auth: { mode: 'dev', users: testUserDirectory() } });
  registerRoute(app, publicRoute, async () => ({ hello: 'world' }));
  registerRoute(app, meRoute, async (request) => ({ email: request.user.email, permissionCount: 0 }));
  call = await listenForTests(app);
});

afterAll(async () => {
  await app?.close();
});

describe('secrets in a query string', () => {
  it("are redacted in a problem's instance", async () => {
    // A token in the query is not a bearer token: 401, and the problem does not echo it.
    const unauthorized = await call(`/api/test/me?access_token=${secret}`);
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json<{ instance: string }>().instance).toBe('/api/test/me?access_token=REDACTED');
    const invite = await call(`/invite/accept?token=${secret}&lang=en`);
    expect(invite.json<{ instance: string }>().instance).toBe('/invite/accept?token=REDACTED&lang=en');
    expect(unauthorized.body + invite.body).not.toContain(secret);
  });

  it('are redacted in every logged URL, and the request is still logged', async () => {
    const before = lines.length;
    expect((await call(`/api/test/public?access_token=${secret}`)).statusCode).toBe(200);
    await call(`/invite/accept?token=${secret}`);
    await call(`/signin/callback?code=${secret}&state=${secret}&session_state=${secret}`);
    const logged = lines.slice(before).join('\n');
    expect(logged).not.toContain(secret);
    const urls = lines
      .slice(before)
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toEqual([
      '/api/test/public?access_token=REDACTED',
      '/invite/accept?token=REDACTED',
      '/signin/callback?code=REDACTED&state=REDACTED&session_state=REDACTED',
    ]);
  });
});
