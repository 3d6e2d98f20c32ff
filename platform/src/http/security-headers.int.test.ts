import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../db/test-database';
import { createReadModelDatabase, createTestApp, listenForTests, testUserDirectory, type TestResponse } from './test-app';

/** Issue 11: the API, the app and the docs answered without any security header. */
let db: TestDatabase;
let dev: FastifyInstance;
let oidc: FastifyInstance;
let callDev: Awaited<ReturnType<typeof listenForTests>>;
let callOidc: Awaited<ReturnType<typeof listenForTests>>;

beforeAll(async () => {
  db = await createReadModelDatabase();
  dev = await createTestApp(db);
  callDev = await listenForTests(dev);
  oidc = await createTestApp(db, {
    auth: {
      mode: 'oidc',
      issuer: 'https://id.example.test/realms/dtn',
      jwksUri: 'https://id.example.test/certs',
      audience: 'dtn-api',
      users: testUserDirectory(),
    },
  });
  callOidc = await listenForTests(oidc);
});

afterAll(async () => {
  await dev?.close();
  await oidc?.close();
  await db?.dispose();
});

const directives = (res: TestResponse): Map<string, string[]> =>
  new Map(
    (res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  );

function expectHardened(res: TestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
  const csp = directives(res);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // No inline script and no eval, anywhere.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  return csp;
}

describe('security headers', () => {
  it('are on API answers, errors and unknown routes alike', async () => {
    for (const res of [
      await callDev('/api/test/public'),
      await callDev('/api/test/me'),
      await callDev('/api/no-such-route'),
      await callDev('/healthz'),
    ]) {
      const csp = expectHardened(res);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // The built app passes the browser suite without inline styles (checked in Chromium).
      expect(csp.get('style-src')).toEqual(["'self'"]);
    }
  });

  it('let the browser reach the OIDC issuer in oidc mode, and nothing else', async () => {
    const csp = expectHardened(await callOidc('/healthz'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://id.example.test']);
  });

  it('give the Swagger UI its own policy, still unframeable and without inline script', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const res = await callDev(url);
      expect(res.statusCode).toBe(200);
      const csp = expectHardened(res);
      expect(csp.get('form-action')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });
});
