import type { SqlClient } from '@dtn/platform/db/database';
import { recipientOf } from '@dtn/projections/read-models/notifications/queries';

/**
 * READ MODELS the notification commands consult: whose a notification is, which only the
 * notifications read model knows (the notification stream holds the marks, not the recipient).
 */
export function notificationReadModels(db: SqlClient) {
  return {
    recipientOf: (notificationId: string): Promise<string | null> => recipientOf(db, notificationId),
  };
}

export type NotificationReadModels = ReturnType<typeof notificationReadModels>;
