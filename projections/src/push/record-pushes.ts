/**
 * Projectors announce what changed to the browsers that show it: `recordPushes(tx, records)`
 * in the projector's own transaction inserts rows into push_log and NOTIFYs `dtn_push`, which
 * PostgreSQL delivers only when the transaction commits: a browser that reloads on a push reads
 * what the push announced. The query service's push hub (query-service/src/push) LISTENs, reads
 * the new rows and sends each to the users the queries' own rules let see it.
 *
 * Only live events announce anything: an event stored more than `liveWindowMs` ago (a replay,
 * a projector catching up after a long stop) changes the read models but pushes nothing, since
 * nobody is waiting on it and a reconnecting browser reloads anyway. Applying an event again
 * inserts nothing new: each record has a key of its own (`<event id>:<kind>:<target>`,
 * `notification:<id>`).
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';

export const pushChannel = 'dtn_push';
export const liveWindowMs = 10 * 60_000;

/** What a screen reloads for: a notification of one user (raised, read, dismissed; the badges
 * follow), notifications of one type raised at once for several users (each user's own id at
 * the same place in `notificationIds`: one row, not one per user), or an offer's change
 * (status), message or transport quote, for whoever may see it. */
export type Push =
  | {
      kind: 'notification';
      userId: string;
      data: { change: 'raised' | 'read' | 'dismissed'; notificationType?: string; notificationId: string };
    }
  | {
      kind: 'notification';
      userIds: string[];
      data: { change: 'raised'; notificationType: string; notificationIds: string[] };
    }
  | { kind: 'offer'; offerId: string; data: { status?: string } }
  | { kind: 'message'; offerId: string; data: { messageId: string } }
  | { kind: 'quote'; offerId: string; data: { transportBidId: string } };

/** A push, with the key that makes it once-only and the time of the change it announces. */
export interface PushRecord {
  key: string;
  at: Date | string;
  push: Push;
}

/** The pushes of one event at the event's time, keyed `<event id>:<kind>:<user or offer>` (for
 * several users `<event id>:notification:<notification type>`): one event announces to each
 * user or offer once per kind, whichever projector announces it. */
export const pushesOf = (event: Pick<RecordedEvent, 'id' | 'createdAt'>, pushes: readonly Push[]): PushRecord[] =>
  pushes.map((push) => ({ key: `${event.id}:${push.kind}:${targetOf(push)}`, at: event.createdAt, push }));

const targetOf = (push: Push): string => ('userIds' in push ? push.data.notificationType : 'userId' in push ? push.userId : push.offerId);

export async function recordPushes(tx: SqlClient, records: readonly PushRecord[]): Promise<void> {
  const live = records.filter((record) => Date.now() - new Date(record.at).getTime() <= liveWindowMs);
  if (live.length === 0) return;
  const rows = live.map(({ key, push }) => ({
    key,
    kind: push.kind,
    userId: 'userId' in push ? push.userId : null,
    userIds: 'userIds' in push ? push.userIds : null,
    offerId: 'offerId' in push ? push.offerId : null,
    data: push.data,
  }));
  // One round trip: the rows, and the NOTIFY when any is new (a redelivery inserts none).
  await tx.query(
    `WITH inserted AS (
       INSERT INTO push_log (key, kind, user_id, user_ids, offer_id, data)
       SELECT "key", "kind", "userId", "userIds", "offerId", "data"
         FROM jsonb_to_recordset($1::jsonb)
           AS r("key" text, "kind" text, "userId" uuid, "userIds" uuid[], "offerId" uuid, "data" jsonb)
       ON CONFLICT (key) DO NOTHING
       RETURNING 1)
     SELECT pg_notify('${pushChannel}', '') WHERE EXISTS (SELECT FROM inserted)`,
    [JSON.stringify(rows)],
  );
}

/** Deletes what is older than any browser could still ask for (Last-Event-ID); run on a timer. */
export async function prunePushLog(db: SqlClient, keepMs = 60 * 60_000): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM push_log WHERE created_at < now() - ($1::int * interval '1 millisecond')`, [keepMs]);
  return rowCount;
}

/** Prunes push_log every `everyMs` (the projections process and `npm start` run it). */
export function startPushLogPruning(
  db: SqlClient,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): void } {
  const timer = setInterval(() => void prunePushLog(db).catch((error: unknown) => options.onError?.(error)), options.everyMs ?? 5 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
