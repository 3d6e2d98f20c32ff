/**
 * Reading push_log (written by the projectors, projections/src/push/record-pushes.ts) in the
 * order that never skips a row: (transaction_id, id) after a cursor, and only rows below the
 * oldest transaction still running, as the event store reads its events. The cursor is also the
 * SSE event id, `<transaction_id>.<id>`, that a browser sends back as Last-Event-ID.
 *
 * ORDER BY names the table's columns (push_log.id): a bare `id` would be the output column
 * `id::text`, ordered as text ('10' before '9'), and a read cut by LIMIT would then skip rows.
 */
import type { SqlClient } from '@dtn/platform/db/database';

export interface PushCursor {
  transactionId: bigint;
  id: bigint;
}

export interface PushRow {
  cursor: PushCursor;
  kind: 'notification' | 'offer' | 'message' | 'quote';
  userId: string | null;
  /** A notification raised for several users at once (each one's id in data.notificationIds). */
  userIds: string[] | null;
  offerId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

export const formatCursor = (cursor: PushCursor): string => `${cursor.transactionId}.${cursor.id}`;

export function parseCursor(text: string | undefined): PushCursor | undefined {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text ?? '');
  return match ? { transactionId: BigInt(match[1]!), id: BigInt(match[2]!) } : undefined;
}

interface Row {
  transaction_id: string;
  id: string;
  kind: PushRow['kind'];
  user_id: string | null;
  user_ids: string[] | null;
  offer_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
}

/** Rows after `after` (all rows when absent), at most `limit`, oldest first. */
export async function readPushes(db: SqlClient, after: PushCursor | undefined, limit: number): Promise<PushRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT transaction_id::text, id::text, kind, user_id::text, user_ids::text[], offer_id::text, data, created_at
       FROM push_log
      WHERE ($1::xid8 IS NULL OR (transaction_id, id) > ($1::xid8, $2::bigint))
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY push_log.transaction_id, push_log.id
      LIMIT $3`,
    [after?.transactionId.toString() ?? null, after?.id.toString() ?? null, limit],
  );
  return rows.map((row) => ({
    cursor: { transactionId: BigInt(row.transaction_id), id: BigInt(row.id) },
    kind: row.kind,
    userId: row.user_id,
    userIds: row.user_ids,
    offerId: row.offer_id,
    data: row.data,
    createdAt: new Date(row.created_at),
  }));
}

/** Where the stream stands now: the newest row's place (so a new client starts after it). */
export async function headCursor(db: SqlClient): Promise<PushCursor | undefined> {
  const { rows } = await db.query<{ transaction_id: string; id: string }>(
    `SELECT transaction_id::text, id::text FROM push_log
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY push_log.transaction_id DESC, push_log.id DESC LIMIT 1`,
  );
  return rows[0] ? { transactionId: BigInt(rows[0].transaction_id), id: BigInt(rows[0].id) } : undefined;
}

/** Whether the stream can resume after `cursor`: its row is still kept, so nothing after it was
 * pruned (rows go oldest first, after about an hour). */
export async function stillKept(db: SqlClient, cursor: PushCursor): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM push_log WHERE transaction_id = $1::xid8 AND id = $2::bigint', [
    cursor.transactionId.toString(),
    cursor.id.toString(),
  ]);
  return rows.length > 0;
}
