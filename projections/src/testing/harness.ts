import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { comparePositions, START, type EventStore, type RecordedEvent } from '@dtn/platform/event-store/port';
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

/** Every stored event. readAll holds events back while an older transaction of any session on
 * the server runs (another test file's), so it is read again until the head is reached. */
export async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const head = await store.headPosition();
  const events: RecordedEvent[] = [];
  while (head && comparePositions(events.at(-1)?.position ?? START, head) < 0) {
    const from = events.at(-1)?.position;
    const page = await store.readAll({ ...(from ? { from } : {}), maxCount: 10_000 });
    if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    events.push(...page);
  }
  return events;
}
