import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../db/test-database';
import {
  admin,
  associate,
  createReadModelDatabase,
  createTestApp,
  listenForTests,
  testUserDirectory,
  type TestRequest,
  type TestResponse,
} from '../http/test-app';

// A stand-in OIDC provider: only its JWKS endpoint, on loopback.
const ISSUER = 'https://idp.example.test/';
const AUDIENCE = 'dtn-api';
let jwksServer: Server;
let signingKey: CryptoKey;
let db: TestDatabase;
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;

  db = await createReadModelDatabase();
  app = await createTestApp(db, {
    auth: { mode: 'oidc', issuer: ISSUER, jwksUri: `http://127.0.0.1:${port}/jwks`, audience: AUDIENCE, users: testUserDirectory() },
  });
  call = await listenForTests(app);
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

function token(claims: { sub: string; email?: string }, overrides: { iss?: string; aud?: string; exp?: string } = {}) {
  return new SignJWT(claims.email ? { email: claims.email } : {})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(claims.sub)
    .setIssuer(overrides.iss ?? ISSUER)
    .setAudience(overrides.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? '5m')
    .sign(signingKey);
}

const me = async (jwt: string) => call({ url: '/api/test/me', headers: { authorization: `Bearer ${jwt}` } });

describe('OIDC mode', () => {
  it('accepts a token from the provider and resolves the user by subject', async () => {
    const res = await me(await token({ sub: admin.userId }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: admin.email });
  });

  it('falls back to the email claim when the subject is not known', async () => {
    const res = await me(await token({ sub: 'other-idp|123', email: associate.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: associate.email });
  });

  it('rejects another audience, another issuer and an expired token with 401', async () => {
    expect((await me(await token({ sub: admin.userId }, { aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await me(await token({ sub: admin.userId }, { iss: 'https://evil.test/' }))).statusCode).toBe(401);
    expect((await me(await token({ sub: admin.userId }, { exp: '-1m' }))).statusCode).toBe(401);
  });

  it('answers 403 for a valid token of nobody we know', async () => {
    expect((await me(await token({ sub: 'stranger', email: 'stranger@example.com' }))).statusCode).toBe(403);
  });

  it('has no dev sign-in routes', async () => {
    expect((await call('/auth/dev/users')).statusCode).toBe(404);
  });
});
