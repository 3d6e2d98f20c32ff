import type { NotificationType } from '@dtn/contracts';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Count, Paged } from '@dtn/contracts/paging';
import type { NotificationListQuery } from '@dtn/contracts/routes/offer-queries';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError } from '@dtn/platform/errors';
import * as notifications from '@dtn/projections/read-models/notifications/queries';

/** A user's notifications: never another user's, never dismissed ones. */
export const listNotifications = (db: SqlClient, user: AuthUser, query: NotificationListQuery): Promise<Paged<Notification>> =>
  notifications.notificationsPage(db, user.id, query);

/** The bell badge: unread, not dismissed (of one type for the matches badge). */
export async function notificationCount(db: SqlClient, user: AuthUser, notificationType?: NotificationType): Promise<Count> {
  return { count: await notifications.notificationCount(db, user.id, notificationType) };
}

/** Another user's notification is answered like an unknown one: its id tells nothing. */
export async function notificationById(db: SqlClient, user: AuthUser, id: string): Promise<Notification> {
  const notification = await notifications.notificationById(db, user.id, id);
  if (!notification) throw new NotFoundError('The notification was not found.');
  return notification;
}
