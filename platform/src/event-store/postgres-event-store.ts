import { EventEmitter } from 'node:events';
import type { Database } from '../db/database';
import { groupCommit } from './group-commit';
import { groupRead } from './group-read';
import { migrateEventStore } from './postgres-schema';
import { pollingSubscription, type PollingSource } from './polling-subscription';
import { START, checkStreamAppends, comparePositions, type EventStore, type ReadStreamResult, type RecordedEvent } from './port';
import { subscriptionSet } from './subscription-set';

export interface PostgresEventStoreOptions {
  /** The safety net: how long an idle subscription waits before reading again if nothing woke
   * it. Appends wake subscriptions at once: in this process directly, from any process through
   * LISTEN es_appended (es_append NOTIFYs on commit). */
  pollIntervalMs?: number;
}

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_position: string;
  transaction_id: string;
  global_position: string;
  event_type: string;
  data: unknown;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
}

const COLUMNS = `event_id, stream_id, stream_position, transaction_id::text AS transaction_id,
  global_position, event_type, data, metadata, created_at`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_position),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    type: row.event_type,
    data: row.data,
    metadata: row.metadata ?? {},
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

/** Every stream of `streamIds` in one statement, in the order asked (what a grouped read runs). */
export async function readStreamsAtOnce(db: Database, streamIds: readonly string[]): Promise<ReadStreamResult[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM es_events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position`,
    [streamIds],
  );
  const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
  for (const row of rows) {
    const event = toRecorded(row);
    byStream.get(event.streamId)!.push(event);
  }
  return streamIds.map((id) => {
    const events = byStream.get(id)!;
    return { events, revision: events.length > 0 ? events[events.length - 1]!.revision : null };
  });
}

/** The event store on PostgreSQL. Runs its own migration.
 * `close()` stops its subscriptions; the database stays open (its owner closes it). */
export async function createPostgresEventStore(db: Database, options: PostgresEventStoreOptions = {}): Promise<EventStore> {
  await migrateEventStore(db);
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  const subscriptions = subscriptionSet();
  // Appends of other processes wake this process's subscriptions (opened with the first one).
  let listening: Promise<{ close(): Promise<void> } | undefined> | undefined;
  // Concurrent appends share a transaction and a WAL flush (group-commit.ts), concurrent reads
  // a statement (group-read.ts).
  const appender = groupCommit(db);
  const reader = groupRead((streamIds) => readStreamsAtOnce(db, streamIds));

  const store: EventStore = {
    name: 'postgresql',

    async readStream(streamId) {
      return (await store.readStreams([streamId]))[0]!;
    },

    readStreams(streamIds) {
      return reader.read(streamIds);
    },

    async appendToStream(streamId, events, { expectedRevision }) {
      const result = await appender.append(streamId, events, expectedRevision);
      appended.emit('append');
      return result;
    },

    async appendToStreams(appends) {
      checkStreamAppends(appends);
      // One group of the group commit: one transaction holds every stream's events.
      const results = await appender.appendGroup(appends);
      appended.emit('append');
      return {
        position: results.map((r) => r.position).reduce((last, p) => (comparePositions(p, last) > 0 ? p : last)),
        streams: appends.map(({ streamId }, i) => ({ streamId, nextExpectedRevision: results[i]!.nextExpectedRevision })),
      };
    },

    async headPosition() {
      const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
        `SELECT transaction_id::text AS transaction_id, global_position FROM es_events
          ORDER BY es_events.transaction_id DESC, es_events.global_position DESC LIMIT 1`,
      );
      const head = rows[0];
      return head ? { commit: BigInt(head.transaction_id), prepare: BigInt(head.global_position) } : null;
    },

    async readAll({ from = START, maxCount }) {
      // Only below the oldest running transaction: a transaction that started earlier but
      // commits later could otherwise add events "behind" a subscriber's checkpoint.
      const { rows } = await db.query<EventRow>(
        `SELECT ${COLUMNS} FROM es_events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY es_events.transaction_id, es_events.global_position
          LIMIT $3`,
        [from.commit.toString(), from.prepare.toString(), maxCount],
      );
      return rows.map(toRecorded);
    },

    subscribeToAll(subscribeOptions) {
      // Once listening, the connection comes back by itself (db.listen); a first LISTEN that
      // failed (the database away) is tried again by the next subscription, the poll covers meanwhile.
      listening ??= db
        .listen('es_appended', { onNotify: () => appended.emit('append'), onReconnect: () => appended.emit('append') })
        .catch(() => (listening = undefined));
      const source: PollingSource = {
        readAll: (options) => store.readAll(options),
        onAppend(listener: () => void) {
          appended.on('append', listener);
          return () => void appended.off('append', listener);
        },
      };
      return subscriptions.track(pollingSubscription(source, subscribeOptions, pollIntervalMs));
    },

    async close() {
      await subscriptions.stopAll();
      await (await listening)?.close();
    },
  };
  return store;
}
