/** What the contract suites (event-store-contract.ts, multi-stream-contract.ts) share. */
import { randomUUID } from 'node:crypto';
import { comparePositions, type EventStore, type NewEvent, type Position, type RecordedEvent } from './port';

export const newEvent = (type: string, data: Record<string, unknown> = {}, metadata?: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  ...(metadata ? { metadata } : {}),
});

/** A fresh stream name: the suites also pass on a store that already holds events. */
export const stream = (name: string) => `${name}-${randomUUID()}`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the subscription');
    await sleep(20);
  }
}

/** A position after every event stored so far. */
export const marker = async (store: EventStore) =>
  (await store.appendToStream(stream('marker'), [newEvent('Marker')], { expectedRevision: 'no_stream' })).position;

/** Every event of `streams` after `from` up to the head: readAll may hold events back while older
 * transactions (other test files share the server) are open, so read until the head. */
export async function readAllFrom(store: EventStore, from: Position, streams: Set<string>, pageSize = 1000) {
  const events: RecordedEvent[] = [];
  const head = await store.headPosition();
  for (let cursor = from; head && comparePositions(cursor, head) < 0;) {
    const page = await store.readAll({ from: cursor, maxCount: pageSize });
    if (page.length === 0) {
      await sleep(10);
      continue;
    }
    events.push(...page.filter((e) => streams.has(e.streamId)));
    cursor = page[page.length - 1]!.position;
  }
  return events;
}

/** A fresh stream holding `events` events (data `{ i }`). */
export async function seed(store: EventStore, name: string, events = 1): Promise<string> {
  const id = stream(name);
  const seeded = Array.from({ length: events }, (_, i) => newEvent('Seeded', { i }));
  await store.appendToStream(id, seeded, { expectedRevision: 'no_stream' });
  return id;
}

/** Settles a promise into its error (or null when it resolved). */
export const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
