import { NotificationType } from '@dtn/contracts';
import type { Notification } from '@dtn/contracts/entities/notification';
import { pageCountOf, type Count, type Paged } from '@dtn/contracts/paging';
import type { NotificationListQuery } from '@dtn/contracts/routes/offer-queries';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError } from '@dtn/platform/errors';
import { Where } from '../shared/where';

interface NotificationRow {
  id: string;
  notification_type: string;
  title: string;
  image_url: string;
  long_body: string;
  link: string;
  inventory_id: string | null;
  is_read: boolean;
}

const COLUMNS = 'id, notification_type, title, image_url, long_body, link, inventory_id, is_read';

/** A user's notifications: never another user's, never dismissed ones. */
const ownLive = (user: AuthUser, notificationType?: NotificationType) => {
  const where = new Where().add('user_id = ?', user.id).add('NOT dismissed');
  if (notificationType) where.add('notification_type = ?', notificationType);
  return where;
};

export async function listNotifications(db: SqlClient, user: AuthUser, query: NotificationListQuery): Promise<Paged<Notification>> {
  const { page, pageSize } = query;
  const where = ownLive(user, query.notificationType);
  if (!query.includeRead) where.add('NOT is_read');
  const next = where.params.length;
  const [{ rows }, total] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM rm_notifications WHERE ${where.sql()}
        ORDER BY created_at DESC, id LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_notifications WHERE ${where.sql()}`, where.params),
  ]);
  const totalCount = Number(total.rows[0]?.count ?? 0);
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: rows.map(toNotification) };
}

/** The bell badge: unread, not dismissed (of one type for the matches badge). */
export async function notificationCount(db: SqlClient, user: AuthUser, notificationType?: NotificationType): Promise<Count> {
  const where = ownLive(user, notificationType).add('NOT is_read');
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_notifications WHERE ${where.sql()}`, where.params);
  return { count: Number(rows[0]?.count ?? 0) };
}

/** Another user's notification is answered like an unknown one: its id tells nothing. */
export async function notificationById(db: SqlClient, user: AuthUser, id: string): Promise<Notification> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM rm_notifications WHERE id = $1 AND user_id = $2`,
    [id, user.id],
  );
  if (!rows[0]) throw new NotFoundError(`Notification ${id} not found.`);
  return toNotification(rows[0]);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    longBody: row.long_body,
    // The table stores '' for "no link"; the entity says null.
    link: row.link === '' ? null : row.link,
    inventoryId: row.inventory_id,
    isRead: row.is_read,
    notificationType: NotificationType.parse(row.notification_type),
  };
}
