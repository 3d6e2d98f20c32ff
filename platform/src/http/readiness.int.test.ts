import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/port';
import { allReady, databaseAnswers, eventStoreAnswers, type Readiness } from './health-routes';
import { createReadModelDatabase, createTestApp, listenForTests } from './test-app';

/** Readiness against real dependencies: a live database and event store, and a database that
 * has been closed (with the event store over it), as a crashed or unreachable server looks. */
let live: TestDatabase;
let liveStore: EventStore;
let closed: TestDatabase;
let closedStore: EventStore;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  live = await createReadModelDatabase();
  liveStore = await createPostgresEventStore(live);
  closed = await createTestDatabase();
  closedStore = await createPostgresEventStore(closed);
  await closed.dispose();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await liveStore?.close();
  await closedStore?.close();
  await live?.dispose();
});

async function readyz(readiness: Readiness) {
  const app = await createTestApp(live, { readiness });
  apps.push(app);
  const call = await listenForTests(app);
  return call('/readyz');
}

describe('GET /readyz with the command service readiness (database + event store)', () => {
  it('answers 200 when the database and the event store both answer', async () => {
    const res = await readyz(allReady(databaseAnswers(live), eventStoreAnswers(liveStore)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 problem+json when the event store does not answer', async () => {
    const res = await readyz(allReady(databaseAnswers(live), eventStoreAnswers(closedStore)));
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 503, type: 'urn:dtn:problem:service-unavailable' });
  });

  it('answers 503 problem+json when the database does not answer', async () => {
    const res = await readyz(allReady(databaseAnswers(closed), eventStoreAnswers(liveStore)));
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('eventStoreAnswers', () => {
  it('is ready on an empty store too (no head yet is still an answer)', async () => {
    const empty = await createTestDatabase();
    const store = await createPostgresEventStore(empty);
    try {
      expect(await store.headPosition()).toBeNull();
      expect(await eventStoreAnswers(store)()).toBe(true);
    } finally {
      await store.close();
      await empty.dispose();
    }
  });
});
