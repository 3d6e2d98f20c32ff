/** Test helpers: notifications rows written and read directly, as the two projectors that raise them leave them. */
import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertNotification(
  db: SqlClient,
  n: {
    userId: string;
    type: NotificationType;
    title?: string;
    isRead?: boolean;
    dismissed?: boolean;
    createdAt?: Date;
    link?: string;
    inventoryId?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, inventory_id,
       is_read, dismissed, created_at)
     VALUES ($1, $2, $3, $4, 'a.jpg', 'Body', $5, $6, $7, $8, $9)`,
    [
      id,
      n.userId,
      n.type,
      n.title ?? n.type,
      n.link ?? '',
      n.inventoryId ?? null,
      n.isRead ?? false,
      n.dismissed ?? false,
      (n.createdAt ?? new Date()).toISOString(),
    ],
  );
  return id;
}

/**
 * Notification rows, by id: every one, or those that one projector raises (vehicle matches come
 * from the vehicle-match projector, every other kind from the notifications projector).
 */
export async function notificationRows(db: SqlClient, of: 'all' | 'offer' | 'vehicle-match' = 'all'): Promise<Record<string, unknown>[]> {
  const where = { all: 'TRUE', offer: `notification_type <> 'VehicleMatch'`, 'vehicle-match': `notification_type = 'VehicleMatch'` }[of];
  return (await db.query(`SELECT * FROM rm_notifications WHERE ${where} ORDER BY id`)).rows;
}

/** One notification's row (undefined if none). */
export async function notificationRow(db: SqlClient, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.query('SELECT * FROM rm_notifications WHERE id = $1', [id])).rows[0];
}

/** Notifications not dismissed, by id, with their user. */
export async function undismissedNotifications(db: SqlClient): Promise<{ id: string; userId: string }[]> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM rm_notifications WHERE NOT dismissed ORDER BY id',
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** The ids of a user's notifications, dismissed or not, by id. */
export async function notificationIdsOf(db: SqlClient, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_notifications WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((r) => r.id);
}

/** How many notifications of a type there are, for every user (the benchmarks' tally). */
export async function notificationCountOfType(db: SqlClient, type: NotificationType): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM rm_notifications WHERE notification_type = $1', [type]);
  return Number(rows[0]!.count);
}
