import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createTestDatabase } from '@dtn/platform/db/test-database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import { allProjectors } from '../all-projectors';
import { migrateReadModels } from '../migrations/migrate';
import { applyEvents, parseDomainEvent, type Projector } from '../projector';
import { replayReadModels } from '../replay';
import { openHarness, readEverything, type Harness } from '../testing/harness';
import { dumpProjector, streamInterleavings } from './testing/interleavings';
import { appendHistory, kafkaHistory } from './testing/kafka-history';

/**
 * Which projectors may run as Kafka consumer groups: applied to the events in an order that
 * keeps each stream's order but interleaves the streams differently (as independent partitions
 * do), each projector on its own (as independent groups are, so a read model it reads from may
 * be behind or ahead), in small batches, a projector is stream-safe when its rows come out as
 * in a clean replay in every such run. The flag `ordering: 'stream'` must be set on exactly
 * those. (kafka-projections.int.test.ts drives the stream-safe ones through a real broker.)
 */
describe('stream ordering of the projectors', () => {
  let clean: Harness;
  let events: RecordedEvent[];
  const expected = new Map<string, Record<string, unknown[]>>();
  beforeAll(async () => {
    clean = await openHarness();
    await appendHistory(clean.store, kafkaHistory(400));
    await replayReadModels({ db: clean.db, store: clean.store, projectors: allProjectors });
    events = await readEverything(clean.store);
    for (const p of allProjectors) expected.set(p.name, await dumpProjector(clean.db, p));
  });
  afterAll(() => clean.dispose());

  async function differing(order: RecordedEvent[], projectors: readonly Projector[]): Promise<Set<string>> {
    const db = await createTestDatabase();
    try {
      await migrateReadModels(db);
      for (const projector of projectors) {
        const mine = order.filter((e) => projector.handles.some((type) => type === e.type)).map(parseDomainEvent);
        for (let i = 0; i < mine.length; i += 7) {
          const batch = mine.slice(i, i + 7);
          await db.transaction((tx) => applyEvents(tx, projector, batch));
        }
      }
      const wrong = new Set<string>();
      for (const p of projectors) if (!isDeepEqual(await dumpProjector(db, p), expected.get(p.name))) wrong.add(p.name);
      return wrong;
    } finally {
      await db.dispose();
    }
  }

  it('the history covers every projector', () => {
    for (const p of allProjectors) expect(events.some((e) => p.handles.some((type) => type === e.type))).toBe(true);
  });

  it("finds exactly the projectors flagged ordering: 'stream' unaffected by the interleaving of streams", async () => {
    const unsafe = new Set<string>();
    for (const [name, order] of Object.entries(streamInterleavings(events))) {
      expect(order).toHaveLength(events.length);
      // Each projector alone, sources first and sources last: groups run at their own pace.
      for (const projectors of [allProjectors, [...allProjectors].reverse()]) {
        for (const p of await differing(order, projectors)) unsafe.add(`${p}`);
      }
      if (name === 'round robin') expect(unsafe.size).toBeGreaterThan(0);
    }
    const safe = allProjectors.filter((p) => !unsafe.has(p.name)).map((p) => p.name);
    console.info(`stream-safe: ${safe.join(', ')}\nneeds the all-stream order: ${[...unsafe].join(', ')}`);
    expect(allProjectors.filter((p) => p.ordering === 'stream').map((p) => p.name)).toEqual(safe);
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
