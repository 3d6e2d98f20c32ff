import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { buildApp } from '@dtn/platform/http/build-app';
import { listenForTests, testUserDirectory, type TestResponse } from '@dtn/platform/http/test-app';
import { createTestDriveHandlers } from './handlers';
import { testDriveRoutes } from './routes';

const form = { name: 'Jordan Lee', email: 'Jordan.Lee@example.com', phone: '(555) 123-4567', dealership: 'Sunset Motors' };
const problemErrors = (response: TestResponse) => response.json<{ errors: { field: string; message: string }[] }>().errors;

describe('POST /api/testdrive (public)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let call: Awaited<ReturnType<typeof listenForTests>>;
  let close: () => Promise<void>;
  const post = (payload: unknown, via = call) => via({ method: 'POST', url: '/api/testdrive', payload });

  /** An app of its own per limit: the rate limit counts per app. */
  async function start(rateLimit = { max: 1000, timeWindow: '1 minute' }) {
    const app = await buildApp({ title: 'test drives', auth: { mode: 'dev', users: testUserDirectory() } });
    await app.register(testDriveRoutes(createTestDriveHandlers(store), { rateLimit }));
    return { call: await listenForTests(app), close: () => app.close() };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await createPostgresEventStore(db);
    ({ call, close } = await start());
  });
  afterAll(async () => {
    await close?.();
    await store?.close();
    await db?.dispose();
  });

  it('records the request without a token: 201 with the id, TestDriveRequested in testdrive-{id}', async () => {
    const response = await post(form);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const { events } = await store.readStream(streamIds.testDrive(id));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'TestDriveRequested',
        {
          id,
          name: 'Jordan Lee',
          email: 'jordan.lee@example.com',
          phone: '+15551234567',
          dealership: 'Sunset Motors',
          requestedAt: expect.any(String),
        },
      ],
    ]);
  });

  it.each([
    ['name', 'Name must be specified'],
    ['email', 'Email must be specified'],
    ['phone', 'Phone number must be specified'],
    ['dealership', 'Dealership must be specified'],
  ])('answers 400 problem+json naming body.%s with the spec’s message, missing or blank', async (field, message) => {
    const before = await store.headPosition();
    for (const value of [undefined, '   ']) {
      const response = await post({ ...form, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemErrors(response)).toEqual([{ field: `body.${field}`, message }]);
    }
    expect(await store.headPosition()).toEqual(before);
  });

  it('answers 400 naming body.email and body.phone for malformed ones, and accepts international numbers with a +', async () => {
    const bad = await post({ ...form, email: 'jordan@', phone: '123-4567' });
    expect(bad.statusCode).toBe(400);
    expect(
      problemErrors(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['body.email', 'body.phone']);
    expect((await post({ ...form, phone: '+44 20 7946 0958' })).statusCode).toBe(201);
  });

  it('answers 400 naming the body for a body that is not an object', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/testdrive',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemErrors(response)[0]!.field).toMatch(/^body/);
  });

  it('is rate limited per IP (429 past the limit)', async () => {
    const limited = await start({ max: 2, timeWindow: '1 minute' });
    try {
      const responses = [];
      for (let i = 0; i < 3; i++) responses.push(await post(form, limited.call));
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 429]);
      expect(responses[2]!.headers['content-type']).toContain('application/problem+json');
      expect(responses[2]!.json()).toMatchObject({ status: 429, type: 'urn:dtn:problem:too-many-requests' });
    } finally {
      await limited.close();
    }
  });
});
