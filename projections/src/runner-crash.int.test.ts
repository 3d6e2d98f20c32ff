import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import type { DomainEvent } from '@dtn/contracts';
import type { Position } from '@dtn/platform/event-store/port';
import { allProjectors } from './all-projectors';
import { loadCheckpoints } from './checkpoints';
import type { Projector } from './projector';
import { replayReadModels } from './replay';
import { emptyInventory, inventoryCount } from './read-models/inventory/testing';
import { inventoryTables } from './read-models/inventory/table';
import { createProjectionRunner } from './runner';
import { append } from './testing/events';
import { mixedHistory } from './testing/history';
import { openHarness, readEverything, type Harness } from './testing/harness';
import { dumpReadModels } from './testing/read-model-dump';
import { waitForCatchUp } from './wait-for-catch-up';

const [inventoryTable] = inventoryTables.names;

/** Polls until `check` holds (no fixed sleep: the machine may be busy). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Path = 'per event' | 'batched';

/** The database going away under a query (SQLSTATE 57P01, admin shutdown): not the event's fault,
 * so the runner retries the batch rather than parking anything. */
const databaseGone = (failAt: number) => Object.assign(new Error(`simulated crash at apply #${failAt}`), { code: '57P01' });

/** The same projector, but from its `failAt`-th event on, every write fails as if the database
 * were gone: a crash in the middle of a batch, on the per-event path or the batched one. */
function failingAt(projector: Projector, failAt: number, path: Path): Projector {
  let applied = 0;
  const crash = () => databaseGone(failAt);
  return {
    ...projector,
    async apply(tx, event) {
      await projector.apply(tx, event);
      if (++applied >= failAt) throw crash();
    },
    applyBatch:
      path === 'batched' && projector.applyBatch
        ? async (tx, events) => {
            await projector.applyBatch!(tx, events);
            applied += events.length;
            if (applied >= failAt) throw crash();
          }
        : undefined,
  };
}

const perEventOnly = (projectors: readonly Projector[]) => projectors.map((p) => ({ ...p, applyBatch: undefined }));

async function appendAll(h: Harness, events: DomainEvent[]): Promise<Position> {
  let last: Position | undefined;
  for (const event of events) last = (await append(h.store, event)).position;
  return last!;
}

describe.each<Path>(['per event', 'batched'])('projection runner crash (%s)', (path) => {
  const history = mixedHistory(300);
  let crashed: Harness;
  let clean: Harness;
  let last: Position;
  beforeAll(async () => {
    [crashed, clean] = [await openHarness(), await openHarness()];
    last = await appendAll(crashed, history);
    await appendAll(clean, history);
  });
  afterAll(async () => {
    await crashed.dispose();
    await clean.dispose();
  });

  it('rolls a failing batch back, retries it while stalled, and after a crash and restart ends with the tables of a clean replay', async () => {
    const warned: unknown[][] = [];
    const projectors = allProjectors.map((p) => (p.name === 'inventory' ? failingAt(p, 150, path) : p));
    const broken = createProjectionRunner({
      db: crashed.db,
      store: crashed.store,
      projectors,
      batchSize: 40,
      logger: { error: () => undefined, warn: (...args) => warned.push(args) },
      retryPolicy: { plainAttempts: 2, delayMs: () => 5 },
    });
    await broken.start();
    // It keeps retrying (plain, then isolated: nothing is parked for a transient failure) and
    // says which projector is stalled; then the process "crashes".
    await eventually(() => warned.length >= 4);
    const report = broken.health();
    expect(report.ready).toBe(false);
    expect(report.detail).toMatchObject({ stalledProjections: [{ projector: 'inventory' }] });
    await broken.stop();
    expect((await crashed.db.query('SELECT count(*)::int AS n FROM projection_parked_events')).rows).toEqual([{ n: 0 }]);

    // Every checkpoint stopped at the last event of the last committed batch, and nothing of
    // the failed batch is visible: the inventory rows are those of the events up to there.
    const names = allProjectors.map((p) => p.name);
    const checkpoints = await loadCheckpoints(crashed.db, names);
    const reached = new Set(names.map((n) => `${checkpoints.get(n)?.commit}/${checkpoints.get(n)?.prepare}`));
    expect(reached.size).toBe(1);
    const stoppedAt = checkpoints.get('inventory')!;
    const committed = (await readEverything(crashed.store)).filter(
      (e) => e.position.commit < stoppedAt.commit || (e.position.commit === stoppedAt.commit && e.position.prepare <= stoppedAt.prepare),
    );
    expect(committed.at(-1)?.position).toEqual(stoppedAt);
    expect(committed.length).toBeLessThan(history.length);
    const listedSoFar = committed.filter((e) => e.type === 'VehicleListed').length;
    expect(await inventoryCount(crashed.db)).toBe(listedSoFar);

    const healthy = createProjectionRunner({ db: crashed.db, store: crashed.store, projectors: allProjectors, batchSize: 40 });
    await healthy.start();
    expect(await waitForCatchUp(crashed.db, last, { timeoutMs: 30_000 })).toBe(true);
    await healthy.stop();

    const replayed = await replayReadModels({ db: clean.db, store: clean.store, projectors: allProjectors });
    expect(replayed.events).toBe(history.length);
    const expected = await dumpReadModels(clean.db);
    expect(expected[inventoryTable!]!.length).toBeGreaterThan(100);
    expect(await dumpReadModels(crashed.db)).toEqual(expected);
  });

  it('replays to the same tables every time, and a projector joining late catches up to them', async () => {
    const first = await dumpReadModels(clean.db);
    await replayReadModels({ db: clean.db, store: clean.store, projectors: allProjectors });
    expect(await dumpReadModels(clean.db)).toEqual(first);
    // The batched path (applyBatch) and the per-event path build the same tables.
    await replayReadModels({ db: clean.db, store: clean.store, projectors: perEventOnly(allProjectors) });
    expect(await dumpReadModels(clean.db)).toEqual(first);

    // Inventory joins after the others have run to the end: the runner starts from its (absent)
    // checkpoint and the others skip what they have already applied.
    await replayReadModels({ db: crashed.db, store: crashed.store, projectors: allProjectors.filter((p) => p.name !== 'inventory') });
    await emptyInventory(crashed.db);
    await crashed.db.query(`DELETE FROM rm_checkpoints WHERE projector = 'inventory'`);
    const runner = createProjectionRunner({ db: crashed.db, store: crashed.store, projectors: allProjectors, batchSize: 64 });
    await runner.start();
    expect(await waitForCatchUp(crashed.db, last, { timeoutMs: 30_000 })).toBe(true);
    await runner.stop();
    expect(await dumpReadModels(crashed.db)).toEqual(first);
  });
});
