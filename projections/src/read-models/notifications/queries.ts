/**
 * Reads of the notifications read model (rm_notifications): always one user's own, never a
 * dismissed one.
 *
 *   notificationsPage(db, userId, query)       newest first, paged
 *   notificationCount(db, userId, type?)       unread (the bell badge)
 *   notificationById(db, userId, id)           null if unknown or another user's
 *   recipientOf(db, id)                        whose a notification is; null if unknown
 */
import type { NotificationType } from '@dtn/contracts';
import type { AgingDigestVehicle } from '@dtn/contracts/entities/aging';
import type { Notification } from '@dtn/contracts/entities/notification';
import { pageCountOf, type Paged } from '@dtn/contracts/paging';
import type { NotificationListQuery } from '@dtn/contracts/routes/offer-queries';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { selectInto } from '../../sql/select';
import { countOf } from '../../sql/text';

/** A Notification as read: agingVehicles null on other types than AgingDigest (dropped by `live`). */
type NotificationRow = Omit<Notification, 'agingVehicles'> & { agingVehicles: AgingDigestVehicle[] | null };

/** Each field of Notification from its rm_notifications column. */
const FIELDS = selectInto<NotificationRow>({
  id: 'id',
  title: 'title',
  imageUrl: 'image_url',
  longBody: 'long_body',
  // The table stores '' for "no link"; the entity says null.
  link: `NULLIF(link, '')`,
  inventoryId: 'inventory_id',
  isRead: 'is_read',
  notificationType: 'notification_type',
  agingVehicles: 'aging',
});

/** The entity has no agingVehicles at all where the row has none. */
const live = ({ agingVehicles, ...notification }: NotificationRow): Notification =>
  agingVehicles ? { ...notification, agingVehicles } : notification;

const ownLive = (userId: string, notificationType?: NotificationType) => {
  const where = new Where().add('user_id = ?', userId).add('NOT dismissed');
  if (notificationType) where.add('notification_type = ?', notificationType);
  return where;
};

export async function notificationsPage(db: SqlClient, userId: string, query: NotificationListQuery): Promise<Paged<Notification>> {
  const { page, pageSize } = query;
  const where = ownLive(userId, query.notificationType);
  if (!query.includeRead) where.add('NOT is_read');
  const next = where.params.length;
  const [{ rows }, total] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT ${FIELDS} FROM rm_notifications WHERE ${where.sql()}
        ORDER BY created_at DESC, id LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_notifications WHERE ${where.sql()}`, where.params),
  ]);
  const totalCount = countOf(total.rows);
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: rows.map(live) };
}

/** From the counts the table's triggers keep (table.ts): one index lookup per type, however
 * many notifications the user has. */
export async function notificationCount(db: SqlClient, userId: string, notificationType?: NotificationType): Promise<number> {
  const where = new Where().add('user_id = ?', userId);
  if (notificationType) where.add('notification_type = ?', notificationType);
  const { rows } = await db.query<{ count: string }>(
    `SELECT coalesce(sum(unread), 0) AS count FROM rm_notification_unread WHERE ${where.sql()}`,
    where.params,
  );
  return countOf(rows);
}

/** Another user's notification is as unknown as a missing one: its id tells nothing. */
export async function notificationById(db: SqlClient, userId: string, id: string): Promise<Notification | null> {
  const { rows } = await db.query<NotificationRow>(`SELECT ${FIELDS} FROM rm_notifications WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ? live(rows[0]) : null;
}

/** Only this read model knows: the notification stream holds the marks, not the recipient. */
export async function recipientOf(db: SqlClient, notificationId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM rm_notifications WHERE id = $1', [notificationId]);
  return rows[0]?.user_id ?? null;
}
