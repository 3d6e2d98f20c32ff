import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { pagesToHead } from '@dtn/platform/event-store/pages-to-head';
import type { EventStore, RecordedEvent } from '@dtn/platform/event-store/port';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { migrateReadModels } from '../migrations/migrate';
import { parseDomainEvent, type Projector } from '../projector';

export interface Harness {
  db: TestDatabase;
  store: EventStore;
  dispose(): Promise<void>;
}

/** A fresh database with the event store and the read-model tables. */
export async function openHarness(): Promise<Harness> {
  const db = await createTestDatabase();
  const store = await createPostgresEventStore(db, { pollIntervalMs: 10 });
  await migrateReadModels(db);
  return {
    db,
    store,
    async dispose() {
      await store.close();
      await db.dispose();
    },
  };
}

/** Applies every stored event the projectors handle once more, straight to the projectors (no
 * checkpoints): the redelivery a projector must absorb. */
export async function reapplyAll(harness: Harness, projectors: readonly Projector[]): Promise<void> {
  const events = await readEverything(harness.store);
  await harness.db.transaction(async (tx) => {
    for (const event of events) {
      for (const projector of projectors) {
        if (projector.handles.some((type) => type === event.type)) await projector.apply(tx, parseDomainEvent(event));
      }
    }
  });
}

/** Every stored event (pagesToHead: events another test file's open transaction holds back
 * are waited for). */
export async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const page of pagesToHead(store, 10_000)) events.push(...page);
  return events;
}
