import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { handleCommand, type Decider } from '../commands/handle-command';
import { newId } from '../commands/ids';
import type { TestDatabase } from '../db/test-database';
import { ConflictError, ValidationError } from '../errors';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/port';
import { metricsRegistry } from '../metrics/registry';
import { createReadModelDatabase, createTestApp, listenForTests, type TestRequest, type TestResponse } from './test-app';

let db: TestDatabase;
let store: EventStore;
let app: FastifyInstance;
let call: (request: TestRequest | string) => Promise<TestResponse>;

beforeAll(async () => {
  db = await createReadModelDatabase();
  store = await createPostgresEventStore(db);
  app = await createTestApp(db);
  call = await listenForTests(app);
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await db?.dispose();
});

/** The Prometheus text the ops listener serves (startOpsServer reads the same registry). */
const scrape = () => metricsRegistry.metrics();

/** One sample's value from the Prometheus text format; 0 when the series does not exist yet. */
async function sample(series: string): Promise<number> {
  const line = (await scrape()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('request metrics', () => {
  it("are not served on the app's port (/metrics lives on the ops listener) nor in the API document", async () => {
    const res = await call('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_seconds_total');
    const docs = await call('/api/docs/json');
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).not.toContain('/metrics');
  });

  it('records request latency under the route pattern, not the raw URL', async () => {
    const id = newId();
    const series = 'http_request_duration_seconds_count{method="POST",route="/api/test/vehicles/:id",status="401"}';
    const before = await sample(series);
    expect((await call({ method: 'POST', url: `/api/test/vehicles/${id}`, payload: { make: 'Ford', year: 2020 } })).statusCode).toBe(401);
    expect(await sample(series)).toBe(before + 1);
    expect(await scrape()).not.toContain(id);
  });

  it('puts every unmatched URL under one label', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status="404"}';
    const before = await sample(series);
    await call('/api/no-such-thing/123');
    await call('/api/no-such-thing/456');
    expect(await sample(series)).toBe(before + 2);
  });
});

describe('commands_total', () => {
  type Counted = { type: 'Counted'; data: { by: number } };
  const counter: Decider<number, Counted> = {
    initialState: 0,
    evolve: (total, event) => total + event.data.by,
    streamId: (id) => `metered-${id}`,
    parseEvent: (event) => ({ type: 'Counted', data: event.data as { by: number } }),
  };
  const metadata = { userId: null, correlationId: 'c-1', now: new Date(), command: 'Count' };
  const streams = (id: string) => [{ decider: counter, id }] as const;
  const count = (outcome: string) => sample(`commands_total{command="Count",outcome="${outcome}"}`);

  it('counts each command by type and outcome', async () => {
    const before = { ok: await count('ok'), rejected: await count('rejected'), conflict: await count('conflict') };
    const id = newId();
    await handleCommand(store, streams(id), () => [[{ type: 'Counted', data: { by: 1 } }]], metadata);
    await expect(
      handleCommand(
        store,
        streams(id),
        () => {
          throw new ValidationError('by must be positive');
        },
        metadata,
      ),
    ).rejects.toThrow(ValidationError);
    await expect(
      handleCommand(
        store,
        streams(id),
        () => {
          throw new ConflictError('already counted');
        },
        metadata,
      ),
    ).rejects.toThrow(ConflictError);
    expect(await count('ok')).toBe(before.ok + 1);
    expect(await count('rejected')).toBe(before.rejected + 1);
    expect(await count('conflict')).toBe(before.conflict + 1);
  });

  it("labels a command without a name by its stream's category", async () => {
    const series = 'commands_total{command="metered",outcome="ok"}';
    const before = await sample(series);
    await handleCommand(store, streams(newId()), () => [[{ type: 'Counted', data: { by: 2 } }]], { ...metadata, command: undefined });
    expect(await sample(series)).toBe(before + 1);
  });
});
