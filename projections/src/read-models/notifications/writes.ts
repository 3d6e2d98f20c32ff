/**
 * Writes to rm_notifications. Two projectors raise notifications: this folder's (the offer
 * lifecycle) and the vehicle-match projector (../vehicle-matches), which writes through these
 * functions so that the table's SQL stays here.
 *
 *   insertNotifications(tx, rows)          offer (and standing order) notifications; a row already
 *                                          there is kept; an empty inventory or offer id is none
 *   insertVehicleMatches(tx, rows)         VehicleMatch notifications; likewise
 *   insertAgingDigests(tx, rows, vehicles) AgingDigest notifications of one digest; likewise
 *   markNotification(tx, mark, onlyType?)  read or dismissed, for its own user only
 */
import type { AgingDigestVehicle } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { Raised } from './offer-notifications';

/** A raised notification with its id and time: one row of rm_notifications. */
export type NotificationRow = Raised & { id: string; createdAt: string };

/**
 * One statement for all the rows. Rows that differ only in their id and user (one event's text
 * for each of its audience: an offer notifies every sell staff member of the seller's group) are
 * sent once with their recipients, and PostgreSQL makes the rows: at 500 bids with five staff
 * each, 2,500 rows took 38-68 ms one JSON object each and 21-36 ms grouped (idle machine).
 */
export async function insertNotifications(tx: SqlClient, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One text's rows come one after another (its audience in turn): compare with the last group
  // rather than build a key of every row's texts.
  const groups: (NotificationText & { recipients: [string, string][] })[] = [];
  for (const { id, userId, ...text } of rows) {
    const last = groups.at(-1);
    if (last && sameText(last, text)) last.recipients.push([id, userId]);
    else groups.push({ recipients: [[id, userId]], ...text });
  }
  await tx.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, inventory_id,
       offer_id, created_at)
     SELECT (recipient->>0)::uuid, (recipient->>1)::uuid, "type", "title", "imageUrl", "longBody", "link",
       NULLIF("inventoryId", '')::uuid, NULLIF("offerId", '')::uuid, "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r("type" text, "title" text, "imageUrl" text, "longBody" text, "link" text,
       "inventoryId" text, "offerId" text, "createdAt" timestamptz, "recipients" jsonb)
     CROSS JOIN LATERAL jsonb_array_elements(r.recipients) AS recipient
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(groups)],
  );
}

type NotificationText = Omit<NotificationRow, 'id' | 'userId'>;
const sameText = (a: NotificationText, b: NotificationText) =>
  a.offerId === b.offerId &&
  a.createdAt === b.createdAt &&
  a.type === b.type &&
  a.link === b.link &&
  a.title === b.title &&
  a.longBody === b.longBody &&
  a.imageUrl === b.imageUrl &&
  a.inventoryId === b.inventoryId;

export interface VehicleMatchNotification {
  id: string;
  userId: string;
  title: string;
  imageUrl: string;
  longBody: string;
  link: string;
  inventoryId: string;
  createdAt: string;
}

export async function insertVehicleMatches(tx: SqlClient, rows: readonly VehicleMatchNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, inventory_id, created_at)
     SELECT "id", "userId", 'VehicleMatch', "title", "imageUrl", "longBody", "link", "inventoryId", "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r("id" uuid, "userId" uuid, "title" text, "imageUrl" text, "longBody" text,
       "link" text, "inventoryId" uuid, "createdAt" timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** One digest's notifications (one per seller) with its vehicles; no vehicle or offer of their own. */
export async function insertAgingDigests(
  tx: SqlClient,
  rows: readonly NotificationRow[],
  vehicles: readonly AgingDigestVehicle[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, created_at, aging)
     SELECT "id", "userId", 'AgingDigest', "title", "imageUrl", "longBody", "link", "createdAt", $2::jsonb
     FROM jsonb_to_recordset($1::jsonb) AS r("id" uuid, "userId" uuid, "title" text, "imageUrl" text, "longBody" text,
       "link" text, "createdAt" timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows), JSON.stringify(vehicles)],
  );
}

/** `onlyType`: the vehicle-match projector marks its own notifications only. */
export async function markNotification(
  tx: SqlClient,
  mark: { notificationId: string; userId: string; as: 'read' | 'dismissed' },
  onlyType?: 'VehicleMatch',
): Promise<void> {
  const column = mark.as === 'read' ? 'is_read' : 'dismissed';
  await tx.query(
    `UPDATE rm_notifications SET ${column} = true
      WHERE id = $1 AND user_id = $2${onlyType ? ' AND notification_type = $3' : ''}`,
    onlyType ? [mark.notificationId, mark.userId, onlyType] : [mark.notificationId, mark.userId],
  );
}
