import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../http/build-app';
import { registerRoute } from '../http/register-route';
import { admin, listenForTests, meRoute, testUserDirectory, type TestRequest, type TestResponse } from '../http/test-app';

/**
 * When the issuer's keys cannot be fetched, the caller's token is not at fault: the answer is a
 * 503 problem with Retry-After (it was a 500, or a 401 that sends the user to sign in again),
 * logged as a warning without a stack. A real JWKS server on loopback plays the issuer: it
 * answers 500, then stops listening, then comes back.
 */
const ISSUER = 'https://idp.example.test/';
const AUDIENCE = 'dtn-api';
let jwks: string;
let keysAnswer: 'keys' | 'error' = 'keys';
let jwksServer: Server;
let jwksPort: number;
let signingKey: CryptoKey;
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;
const lines: Record<string, unknown>[] = [];

const listenJwks = () => new Promise<void>((resolve) => jwksServer.listen(jwksPort, '127.0.0.1', resolve));
const closeJwks = () => new Promise<void>((resolve) => jwksServer.close(() => resolve()));

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  jwksServer = createServer((_req, res) => {
    if (keysAnswer === 'error') res.writeHead(500).end('down for maintenance');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksPort = (jwksServer.address() as AddressInfo).port;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    title: 'Keys outage',
    logger: { level: 'warn', stream },
    auth: { mode: 'oidc', issuer: ISSUER, jwksUri: `http://127.0.0.1:${jwksPort}/jwks`, audience: AUDIENCE, users: testUserDirectory() },
  });
  registerRoute(app, meRoute, async (request) => ({ email: request.user.email, permissionCount: request.user.permissions.size }));
  call = await listenForTests(app);
});

afterAll(async () => {
  await app?.close();
  if (jwksServer?.listening) await closeJwks();
});

// A new token each time (its jti differs), so no verified token is answered from memory.
let issued = 0;
const token = () =>
  new SignJWT({ email: admin.email, jti: String(++issued) })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(admin.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey);
const me = async () => call({ url: '/api/test/me', headers: { authorization: `Bearer ${await token()}` } });

function expectUnavailable(res: TestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ type: 'urn:dtn:problem:service-unavailable', status: 503, instance: '/api/test/me' });
}

describe("the issuer's keys out of reach", () => {
  it('answers 503 with Retry-After while the key endpoint fails or is gone, logged as a warning without a stack', async () => {
    keysAnswer = 'error';
    expectUnavailable(await me());
    keysAnswer = 'keys';
    await closeJwks();
    expectUnavailable(await me());
    const outage = lines.filter((line) => line['msg'] === "the issuer's keys cannot be fetched");
    expect(outage.map((line) => line['cause'])).toEqual([
      expect.stringContaining('Expected 200 OK'),
      expect.stringMatching(/fetch failed <- .*ECONNREFUSED/),
    ]);
    for (const line of outage) {
      expect(line).toMatchObject({ level: 40, jwksUri: `http://127.0.0.1:${jwksPort}/jwks`, cause: expect.any(String) });
      expect(JSON.stringify(line)).not.toMatch(/stack|\n\s+at /);
    }
    expect(lines.filter((line) => (line['level'] as number) >= 50)).toEqual([]);
  });

  it('signs in again once the keys are back', async () => {
    keysAnswer = 'keys';
    if (!jwksServer.listening) await listenJwks();
    expect((await me()).statusCode).toBe(200);
  });
});
