import { comparePositions, type EventStore, type Position } from '@dtn/platform/event-store/port';

/** How far `checkpoint` is behind the store's head: events (see metrics.ts) and the age in
 * seconds of the oldest event after it (0 when caught up). */
export async function lagBehindHead(
  store: EventStore,
  checkpoint: Position | undefined,
  now = new Date(),
): Promise<{ events: number; seconds: number }> {
  const head = await store.headPosition();
  if (!head || (checkpoint && comparePositions(checkpoint, head) >= 0)) return { events: 0, seconds: 0 };
  const next = await store.readAll({ ...(checkpoint ? { from: checkpoint } : {}), maxCount: 1 });
  const seconds = next[0] ? Math.max(0, (now.getTime() - next[0].createdAt.getTime()) / 1000) : 0;
  if (store.name === 'eventstoredb') {
    const ahead = await store.readAll({ ...(checkpoint ? { from: checkpoint } : {}), maxCount: 10_000 });
    return { events: ahead.length, seconds };
  }
  return { events: Number(head.prepare - (checkpoint?.prepare ?? 0n)), seconds };
}
