import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { listenForTests } from '@dtn/platform/http/test-app';
import { waitForCatchUp } from '@dtn/projections';
import { listParked } from '@dtn/projections/recovery/parked-events';
import { createEmbeddedServer, type EmbeddedServer } from '../embedded-server';
import { generateDemoData } from '../seed/demo-data';
import { commandKinds, type CommandKind } from './command-kinds';
import { openWorld, type World } from './world';

/**
 * The property behind "nothing a client sends can stop the read side": every command the API
 * accepts projects. fast-check draws commands of every kind with bodies generated from the
 * routes' own schemas (the widest values they accept: the largest amounts, the longest strings,
 * any Unicode), fitted to the world as it stands (command-kinds.ts), and sends them over real
 * HTTP to the embedded server on PostgreSQL. After each run of commands the projections must
 * reach the store's head with no projector stalled and no event parked, and no answer may be a
 * 5xx. PROPERTY_COMMANDS sets how many commands are sent (default 2,000).
 */
const total = Number(process.env.PROPERTY_COMMANDS ?? 2000);
const perRun = 40;
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 80 });

let db: TestDatabase;
let store: EventStore;
let server: EmbeddedServer;
let world: World;
const tally = new Map<string, Map<number, number>>();
/** The first refusal of each kind, printed with the tally: why a kind is rarely accepted. */
const firstRefusal = new Map<string, string>();

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  const call = await listenForTests(server.app);
  const { port } = server.app.server.address() as AddressInfo;
  const settled = async () => {
    const head = await store.headPosition();
    if (head) await waitForCatchUp(db, head, { timeoutMs: 120_000 });
  };
  world = openWorld({ call, baseUrl: `http://127.0.0.1:${port}`, db, data, settled });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
});

const count = (kind: string, status: number) => {
  const byStatus = tally.get(kind) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(kind, byStatus);
};
const accepted = (kind: string) =>
  [...(tally.get(kind) ?? new Map<number, number>())].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);

const drawn = fc.oneof(
  ...commandKinds.map((kind) => ({
    weight: Math.max(1, Math.round((kind.weight ?? 1) * 10)),
    // The kind by name: a counterexample then prints a name, not a whole route schema.
    arbitrary: fc.record({ kind: fc.constant(kind.name), body: kind.body ?? fc.constant(undefined), choice: fc.nat() }),
  })),
);

/** The problem's detail and field errors, short. */
function refusalOf(body: string): string {
  try {
    const problem = JSON.parse(body) as { detail?: string; errors?: { field: string; message: string }[] };
    return [problem.detail, ...(problem.errors ?? []).map((e) => `${e.field}: ${e.message}`)].join('; ').slice(0, 240);
  } catch {
    return body.slice(0, 240);
  }
}

async function send(kind: CommandKind, body: unknown, choice: number): Promise<void> {
  const request = await kind.build(world, body, choice);
  if (!request) return;
  const res = await world.send(request);
  count(kind.name, res.statusCode);
  if (res.statusCode >= 400 && !firstRefusal.has(kind.name)) firstRefusal.set(kind.name, `${res.statusCode} ${refusalOf(res.body)}`);
  if (res.statusCode >= 500) {
    throw new Error(
      `${kind.name} answered ${res.statusCode}: ${res.body.slice(0, 300)}\nrequest: ${JSON.stringify({ ...request, form: undefined }).slice(0, 600)}`,
    );
  }
}

async function projectedEverything(): Promise<void> {
  const head = await store.headPosition();
  if (head) expect(await waitForCatchUp(db, head, { timeoutMs: 120_000 })).toBe(true);
  const parked = await listParked(db);
  if (parked.length > 0) {
    throw new Error(`parked: ${parked.map((p) => `${p.projector} could not apply ${p.type} (${p.error})`).join('; ')}`);
  }
  expect(server.runner.health()).toEqual({ ready: true });
}

describe('every command the API accepts projects', () => {
  it(`sends ${total} generated commands of every kind; none stops, stalls or parks a read model, none answers 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawn, { minLength: perRun, maxLength: perRun }), async (commands) => {
        for (const { kind, body, choice } of commands)
          await send(
            commandKinds.find((k) => k.name === kind)!,
            body,
            choice,
          );
        await projectedEverything();
      }),
      { numRuns: Math.ceil(total / perRun), endOnFailure: true },
    );

    const lines = commandKinds.map((kind) => {
      const byStatus = [...(tally.get(kind.name) ?? new Map<number, number>())].sort(([a], [b]) => a - b);
      const refusal = firstRefusal.get(kind.name);
      return `${kind.name.padEnd(24)} accepted ${String(accepted(kind.name)).padStart(4)}   ${byStatus.map(([s, n]) => `${s}:${n}`).join(' ')}${refusal ? `   first refusal: ${refusal}` : ''}`;
    });
    const sent = [...tally.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
    const acceptedTotal = commandKinds.reduce((n, kind) => n + accepted(kind.name), 0);
    console.log(`Property run: ${sent} commands sent, ${acceptedTotal} accepted\n${lines.join('\n')}`);
    // Every kind of command was accepted at least once (the property covered it).
    expect(commandKinds.filter((kind) => accepted(kind.name) === 0).map((kind) => kind.name)).toEqual([]);
  }, 1_800_000);
});
