import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import type { Projector } from '../../projector';

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
  for (let qs = queues(); qs.some((q) => q.length > 0); ) for (const q of qs) if (q.length > 0) roundRobin.push(q.shift()!);
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const shuffled: RecordedEvent[] = [];
  for (let qs = queues(); qs.length > 0; ) {
    const i = Math.floor(random() * qs.length);
    shuffled.push(qs[i]!.shift()!);
    if (qs[i]!.length === 0) qs.splice(i, 1);
  }
  return { 'newest stream first': newestStreamFirst, 'round robin': roundRobin, 'seeded shuffle': shuffled };
}

/** The rows a projector owns, for comparing it alone between two databases: its tables, the
 * outbox's rm_outbox, and its own kind of rm_notifications rows (two projectors write there). */
export async function dumpProjector(db: SqlClient, projector: Projector): Promise<Record<string, unknown[]>> {
  const queries: Record<string, string> = {};
  for (const table of projector.tables) queries[table] = `SELECT * FROM ${table} ORDER BY 1`;
  if (projector.name === 'outbox') queries.rm_outbox = 'SELECT * FROM rm_outbox ORDER BY 1';
  if (projector.name === 'notifications') {
    queries.rm_notifications = `SELECT * FROM rm_notifications WHERE notification_type <> 'VehicleMatch' ORDER BY 1`;
  }
  if (projector.name === 'vehicle-matches') {
    queries.rm_notifications = `SELECT * FROM rm_notifications WHERE notification_type = 'VehicleMatch' ORDER BY 1`;
  }
  const dump: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(queries)) dump[name] = (await db.query(sql)).rows;
  return dump;
}
