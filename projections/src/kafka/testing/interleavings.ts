import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import type { Projector } from '../../projector';
import { notificationRows } from '../../read-models/notifications/testing';
import { outboxRows } from '../../read-models/outbox/testing';

/**
 * Orders of the same events that keep each stream's own order but interleave the streams
 * differently from the all-stream, as Kafka partitions consumed independently may:
 * streams one after another newest-first, round-robin across streams, and a seeded random pick.
 */
export function streamInterleavings(events: readonly RecordedEvent[]): Record<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const e of events) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
  const queues = () => [...streams.values()].map((q) => [...q]);

  const newestStreamFirst = queues().reverse().flat();
  const roundRobin: RecordedEvent[] = [];
  for (let qs = queues(); qs.some((q) => q.length > 0);) for (const q of qs) if (q.length > 0) roundRobin.push(q.shift()!);
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shuffled: RecordedEvent[] = [];
  for (let qs = queues(); qs.length > 0;) {
    const i = Math.floor(random() * qs.length);
    shuffled.push(qs[i]!.shift()!);
    if (qs[i]!.length === 0) qs.splice(i, 1);
  }
  return { 'newest stream first': newestStreamFirst, 'round robin': roundRobin, 'seeded shuffle': shuffled };
}

/** The rows a projector owns, for comparing it alone between two databases: its tables, the
 * outbox's emails, and its own kind of notifications (two projectors write them). */
export async function dumpProjector(db: SqlClient, projector: Projector): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of projector.tables)
    dump[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1, ${table}::text COLLATE "C"`)).rows;
  if (projector.name === 'outbox') dump.outbox = await outboxRows(db);
  if (projector.name === 'notifications') dump.notifications = await notificationRows(db, 'offer');
  if (projector.name === 'vehicle-matches') dump.notifications = await notificationRows(db, 'vehicle-match');
  return dump;
}
