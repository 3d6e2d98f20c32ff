import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../db/test-database';
import { createReadModelDatabase, createTestApp, listenForTests, testUserDirectory } from '../http/test-app';
import type { AuthOptions } from './register-auth';

let db: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await createReadModelDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.dispose();
});

async function configOf(auth?: AuthOptions) {
  const app = await createTestApp(db, { auth });
  apps.push(app);
  const call = await listenForTests(app);
  return call('/auth/config');
}

describe('GET /auth/config', () => {
  it('answers dev mode without a token', async () => {
    const response = await configOf();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'dev' });
  });

  it('answers the issuer and client id in oidc mode', async () => {
    const response = await configOf({
      mode: 'oidc',
      issuer: 'https://idp.example.test/',
      jwksUri: 'http://127.0.0.1:9/jwks',
      audience: 'dtn-api',
      clientId: 'dtn-web',
      users: testUserDirectory(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'oidc', authority: 'https://idp.example.test/', clientId: 'dtn-web' });
  });
});
