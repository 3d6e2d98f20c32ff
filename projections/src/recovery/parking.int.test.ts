import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@dtn/contracts';
import { metricsRegistry } from '@dtn/platform/metrics/registry';
import type { Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { allProjectors } from '../all-projectors';
import { applyKafkaBatch } from '../kafka/apply-kafka-batch';
import type { Projector } from '../projector';
import { inventoryTables } from '../read-models/inventory/table';
import { replayReadModels } from '../replay';
import { createProjectionRunner } from '../runner';
import { append } from '../testing/events';
import { mixedHistory } from '../testing/history';
import { openHarness, readEverything, type Harness } from '../testing/harness';
import { dumpReadModels } from '../testing/read-model-dump';
import { waitForCatchUp } from '../wait-for-catch-up';
import { listParked } from './parked-events';
import { replayParked } from './replay-parked';

/**
 * One event that a projector cannot apply (a value its column refuses, a bug) must not stop the
 * read models: after the retries it is parked for that projector alone, every other read model
 * ends as a clean replay, /readyz and the metrics name it, and after a fix the parked-event
 * replay rebuilds the projector so that everything ends as a clean replay.
 */
const fast = { plainAttempts: 2, delayMs: () => 5 };
const quiet = { error: () => undefined, warn: () => undefined };

/** numeric_value_out_of_range: what PostgreSQL says when a value overflows its column. */
const outOfRange = () => Object.assign(new Error('numeric field overflow'), { code: '22003' });

/** The projector, failing every time it meets the event with this id (alone or in a batch). */
function poisonedBy(projector: Projector, eventId: string): Projector {
  return {
    ...projector,
    async apply(tx, event) {
      if (event.id === eventId) throw outOfRange();
      await projector.apply(tx, event);
    },
    applyBatch: projector.applyBatch
      ? async (tx, events) => {
          if (events.some((e) => e.id === eventId)) throw outOfRange();
          await projector.applyBatch!(tx, events);
        }
      : undefined,
  };
}

async function appendAll(h: Harness, events: DomainEvent[]): Promise<Position> {
  let last: Position | undefined;
  for (const event of events) last = (await append(h.store, event)).position;
  return last!;
}

async function metricValue(name: string, projector: string): Promise<number | undefined> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === name);
  return metric?.values.find((v) => v.labels.projector === projector)?.value;
}

describe('a poison event is parked for its projector alone', () => {
  const history = mixedHistory(300);
  let poisoned: Harness;
  let clean: Harness;
  let last: Position;
  let victim: RecordedEvent;

  beforeAll(async () => {
    [poisoned, clean] = [await openHarness(), await openHarness()];
    last = await appendAll(poisoned, history);
    await appendAll(clean, history);
    await replayReadModels({ db: clean.db, store: clean.store, projectors: allProjectors });
    const stored = await readEverything(poisoned.store);
    victim = stored.filter((e) => e.type === 'VehicleListed')[10]!;
  });
  afterAll(async () => {
    await poisoned.dispose();
    await clean.dispose();
  });

  it('moves every read model on past it, names it in the health report and the metrics, and keeps the others whole', async () => {
    const projectors = allProjectors.map((p) => (p.name === 'inventory' ? poisonedBy(p, victim.id) : p));
    const runner = createProjectionRunner({
      db: poisoned.db,
      store: poisoned.store,
      projectors,
      batchSize: 40,
      logger: quiet,
      retryPolicy: fast,
    });
    await runner.start();
    expect(await waitForCatchUp(poisoned.db, last, { timeoutMs: 60_000 })).toBe(true);
    const report = runner.health();
    await runner.stop();

    expect(report).toEqual({ ready: true, detail: { parkedEvents: { inventory: 1 } } });
    expect(await metricValue('dtn_projection_parked_events', 'inventory')).toBe(1);
    expect(await metricValue('dtn_projection_stalled', 'inventory')).toBe(0);
    const parked = await listParked(poisoned.db);
    expect(parked).toEqual([
      expect.objectContaining({
        projector: 'inventory',
        eventId: victim.id,
        type: 'VehicleListed',
        attempts: 1,
        error: 'numeric field overflow (22003)',
      }),
    ]);

    const expected = await dumpReadModels(clean.db);
    const actual = await dumpReadModels(poisoned.db);
    const [inventory] = inventoryTables.names;
    for (const table of Object.keys(expected).filter((t) => t !== inventory))
      expect([table, actual[table]]).toEqual([table, expected[table]]);
    expect(actual[inventory!]).toHaveLength(expected[inventory!]!.length - 1);
  });

  it('after the fix, the parked-event replay rebuilds the projector to the tables of a clean replay', async () => {
    const results = await replayParked({ db: poisoned.db, store: poisoned.store, projectors: allProjectors });
    expect(results).toEqual([expect.objectContaining({ projector: 'inventory', recovered: 1, stillParked: 0 })]);
    expect(await listParked(poisoned.db)).toEqual([]);
    expect(await dumpReadModels(poisoned.db)).toEqual(await dumpReadModels(clean.db));
  });
});

describe('an event that breaks its contract', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('is parked by each projector that handles it while the others and later events go on', async () => {
    const history = mixedHistory(60);
    await appendAll(h, history.slice(0, 30));
    // Stored as the command side never would: a listing without its vehicle.
    const broken = await h.store.appendToStream('vehicle-broken', [{ id: crypto.randomUUID(), type: 'VehicleListed', data: { vin: 42 } }], {
      expectedRevision: 'no_stream',
    });
    const last = await appendAll(h, history.slice(30));
    const runner = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors, logger: quiet, retryPolicy: fast });
    await runner.start();
    expect(await waitForCatchUp(h.db, last, { timeoutMs: 60_000 })).toBe(true);
    await runner.stop();

    const parked = await listParked(h.db);
    const handlers = allProjectors.filter((p) => p.handles.some((type) => type === 'VehicleListed')).map((p) => p.name);
    expect(parked.map((p) => p.projector).sort()).toEqual([...handlers].sort());
    expect(new Set(parked.map((p) => `${p.position.commit}/${p.position.prepare}`))).toEqual(
      new Set([`${broken.position.commit}/${broken.position.prepare}`]),
    );
    expect(parked[0]!.error).toMatch(/breaks its contract/);
  });

  it('is parked by a Kafka consumer group batch too, and the partition offset moves past it', async () => {
    const inventory = allProjectors.find((p) => p.name === 'inventory')!;
    const events = await readEverything(h.store);
    const messages = events.map((event, i) => ({ offset: BigInt(i), event }));
    const at = { groupId: 'parking-test', topic: 't', partition: 0 };
    await expect(applyKafkaBatch(h.db, inventory, at, messages)).rejects.toThrow(/inventory: .*breaks its contract/);
    const outcome = await applyKafkaBatch(h.db, inventory, at, messages, { isolate: true });
    expect(outcome).toMatchObject({ kind: 'applied', nextOffset: BigInt(messages.length) });
    expect(outcome.kind === 'applied' && outcome.parked.map((n) => n.projector)).toEqual(['inventory']);
  });
});
