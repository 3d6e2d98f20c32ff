/**
 * `npm run seed` in the production topology (issue 36): it runs against a fresh database before
 * the projections have created their tables, so it must read none; and a run that stops half-way
 * (a crash, a lost database) must be finished by the next, to the same world one run writes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { pagesToHead } from '@dtn/platform/event-store/pages-to-head';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { generateDemoData } from './demo-data';
import { seedCommands } from './seed-commands';
import { seedState } from './seed-progress';
import { seedWhenEmpty } from './seed-when-empty';

const now = new Date('2026-03-02T15:00:00Z');
const full = generateDemoData(now, { vehicleCount: 240, feed: true, salesHistory: true });
// A slice of the sales history keeps this quick; every phase of the seed is still there.
const data = { ...full, sales: full.sales.slice(0, 40) };
const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

async function openWorld() {
  const db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'dtn-seed-resume-'));
  opened.push(async () => {
    await store.close();
    await db.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });
  return { db, store, ...seedCommands(store, db, localMediaStorage(mediaDir)) };
}

const tablesOf = async (db: TestDatabase) =>
  (await db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1')).rows.map(
    (r) => r.name,
  );

/** Every stream's event types; the feed's streams (random ids) by kind, so two seeds compare. */
async function shapeOf(store: EventStore): Promise<string[]> {
  const streams = new Map<string, string[]>();
  for await (const page of pagesToHead(store, 5_000)) {
    for (const event of page) streams.set(event.streamId, [...(streams.get(event.streamId) ?? []), event.type]);
  }
  const randomIds = /^(post|comment|buylist)-/;
  return [...streams].map(([id, types]) => `${randomIds.test(id) ? id.split('-')[0] : id} ${types.join(',')}`).sort();
}

/** Wraps command groups so that every call from the `at`-th on fails, as a process that died there. */
function crashAt(at: number) {
  let calls = 0;
  let inFlight = 0;
  let quiet: () => void = () => undefined;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          if (++calls >= at) throw new Error(`simulated crash at command #${at}`);
          inFlight++;
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
          } finally {
            if (--inFlight === 0) quiet();
          }
        };
      },
    });
  /** Resolves once the commands already under way when it crashed have finished. */
  const settled = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (quiet = resolve)));
  return { wrap, settled, calls: () => calls };
}

describe('the standalone seed', () => {
  let oneRun: string[];
  let commandCount: number;

  it('seeds a fresh database that has no read-model tables, and creates none', async () => {
    const world = await openWorld();
    const tables = await tablesOf(world.db);
    const count = crashAt(Number.POSITIVE_INFINITY);
    const social = {
      posts: count.wrap(world.social.posts),
      buyLists: count.wrap(world.social.buyLists),
      offers: count.wrap(world.social.offers),
    };
    expect(await seedWhenEmpty(world.store, count.wrap(world.commands), { data, now }, social)).toBe(true);
    commandCount = count.calls();
    expect(await tablesOf(world.db)).toEqual(tables);
    expect(await seedState(world.store, data)).toEqual({ state: 'complete', seededAt: now });
    oneRun = await shapeOf(world.store);
    expect(oneRun.filter((s) => s.startsWith('post ')).length).toBeGreaterThan(0);
    expect(await seedWhenEmpty(world.store, world.commands, { data, now }, world.social)).toBe(false);
  }, 180_000);

  it.each([
    ['in the sales history', 0.1],
    ['in the inventory', 0.5],
    ['in the feed', 0.97],
  ])(
    'finishes a world a run left %s, the same world as one run writes',
    async (_where, share) => {
      const world = await openWorld();
      const crash = crashAt(Math.max(2, Math.floor(commandCount * share)));
      const social = {
        posts: crash.wrap(world.social.posts),
        buyLists: crash.wrap(world.social.buyLists),
        offers: crash.wrap(world.social.offers),
      };
      await expect(seedWhenEmpty(world.store, crash.wrap(world.commands), { data, now }, social)).rejects.toThrow(/simulated crash/);
      await crash.settled();
      expect((await seedState(world.store, data)).state).toBe('partial');

      // The next run, a day later: it finishes the world of the first run's time.
      expect(await seedWhenEmpty(world.store, world.commands, { data, now: new Date(now.getTime() + 86_400_000) }, world.social)).toBe(
        true,
      );
      expect(await seedState(world.store, data)).toEqual({ state: 'complete', seededAt: now });
      expect(await shapeOf(world.store)).toEqual(oneRun);
    },
    180_000,
  );
});
