import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../db/test-database';
import { admin, createReadModelDatabase, createTestApp, listenForTests, type TestRequest, type TestResponse } from './test-app';

const TIMEOUT_MS = 1500;
let db: TestDatabase;
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;
let token: string;

beforeAll(async () => {
  db = await createReadModelDatabase();
  app = await createTestApp(db, { consistencyTimeoutMs: TIMEOUT_MS });
  call = await listenForTests(app);
  const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email: admin.email } });
  token = res.json<{ access_token: string }>().access_token;
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
});

const query = (minPosition?: string) =>
  call({
    url: '/api/test/me',
    headers: { authorization: `Bearer ${token}`, ...(minPosition ? { 'x-min-position': minPosition } : {}) },
  });

const checkpoint = (projector: string, commit: number, prepare: number) =>
  db.query(
    `INSERT INTO rm_checkpoints (projector, commit_position, prepare_position) VALUES ($1, $2, $3)
     ON CONFLICT (projector) DO UPDATE SET commit_position = $2, prepare_position = $3`,
    [projector, commit, prepare],
  );

describe('read-your-writes (x-min-position)', () => {
  it('rejects a malformed position with 400 naming the header', async () => {
    const res = await query('12-3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'headers.x-min-position' }] });
  });

  it('waits until every projector has reached the position, then answers fresh', async () => {
    const started = Date.now();
    const pending = query('5/5');
    await sleep(150);
    await checkpoint('users', 10, 3);
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-consistency']).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('compares (commit, prepare) lexicographically across all checkpoints', async () => {
    await checkpoint('inventory', 5, 100);
    const fresh = await query('5/50'); // users 10/3 and inventory 5/100 are both past 5/50
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-consistency']).toBeUndefined();
  });

  it('gives up after the timeout and answers with x-consistency: stale', async () => {
    const started = Date.now();
    const res = await query('6/0'); // inventory is still at 5/100
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-consistency']).toBe('stale');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('waits only for the projectors a route reads: a lagging read model delays only its own queries', async () => {
    // inventory is still at 5/100 and users at 10/3: a query of the users read model is fresh at
    // once, a query of every read model goes stale.
    const usersOnly = await call({ url: '/api/test/users-only', headers: { authorization: `Bearer ${token}`, 'x-min-position': '6/0' } });
    expect(usersOnly.statusCode).toBe(200);
    expect(usersOnly.headers['x-consistency']).toBeUndefined();
    expect((await query('6/0')).headers['x-consistency']).toBe('stale');
  });

  it('does not wait without the header', async () => {
    const res = await query();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-consistency']).toBeUndefined();
  });
});
