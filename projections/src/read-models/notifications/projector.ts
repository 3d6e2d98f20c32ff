import { uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { eventTime } from '../offers/event-time';
import { isFactEvent, recordFacts, type FactEvent } from './facts';
import { applyOfferEvent, type OfferStreamEvent, type Raised } from './offer-notifications';

/**
 * rm_notifications: the notifications the offer lifecycle raises (offers-common.md), one row per
 * recipient with id uuidV5(`${eventId}:${recipientId}`), so applying an event again inserts
 * nothing new. Recipients and texts are decided from the projector's own facts, kept in event
 * order (facts.ts), never from rm_offers or rm_users, which may already be ahead within a batch:
 * the notifications come out the same whatever the batch boundaries.
 */
export const notificationsProjector: Projector = {
  name: 'notifications',
  reads: ['transport-bids'],
  tables: ['rm_notifications', 'rm_notification_offers', 'rm_notification_staff', 'rm_notification_vehicles'],
  handles: ['UserRegistered', 'VehicleListed', 'VehicleUpdated', 'TransportRequested', 'OfferSubmitted', 'OfferUpdated',
    'TransportBidSelected', 'OfferCancelled', 'OfferRestored', 'OfferAccepted', 'OfferRejected', 'OfferLost',
    'ConversationMessageAdded', 'NotificationRead', 'NotificationDismissed'],
  async apply(tx, event) {
    if (isFactEvent(event)) return recordFacts(tx, [event]);
    return applyOne(tx, event);
  },
  async applyBatch(tx, events) {
    // Users and vehicles (most of a replay) go in bulk, run by run; offer events one by one,
    // after the facts that precede them.
    let run: FactEvent[] = [];
    for (const event of events) {
      if (isFactEvent(event)) {
        run.push(event);
        continue;
      }
      if (run.length > 0) await recordFacts(tx, run);
      run = [];
      await applyOne(tx, event);
    }
    if (run.length > 0) await recordFacts(tx, run);
  },
};

async function applyOne(tx: SqlClient, event: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'NotificationRead':
    case 'NotificationDismissed':
      await tx.query(
        `UPDATE rm_notifications SET ${event.type === 'NotificationRead' ? 'is_read' : 'dismissed'} = true
         WHERE id = $1 AND user_id = $2`,
        [event.data.notificationId, event.data.userId],
      );
      return;
    case 'UserRegistered': case 'VehicleListed': case 'VehicleUpdated':
      return recordFacts(tx, [event]);
    default:
      if (isOfferStreamEvent(event)) {
        const raised = await applyOfferEvent(tx, event);
        await insertNotifications(tx, raised.map((n) => ({ ...n, id: uuidV5(`${event.id}:${n.userId}`), createdAt: eventTime(event) })));
      }
  }
}

const offerStreamTypes = new Set<string>(['TransportRequested', 'OfferSubmitted', 'OfferUpdated', 'TransportBidSelected',
  'OfferCancelled', 'OfferRestored', 'OfferAccepted', 'OfferRejected', 'OfferLost', 'ConversationMessageAdded']);
const isOfferStreamEvent = (e: ProjectedEvent): e is OfferStreamEvent => offerStreamTypes.has(e.type);

/** A raised notification with its id and time: one row of rm_notifications. */
export type NotificationRow = Raised & { id: string; createdAt: string };

async function insertNotifications(tx: SqlClient, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO rm_notifications (id, user_id, notification_type, title, image_url, long_body, link, inventory_id,
       offer_id, created_at)
     SELECT "id", "userId", "type", "title", "imageUrl", "longBody", "link", "inventoryId", "offerId", "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r("id" uuid, "userId" uuid, "type" text, "title" text, "imageUrl" text,
       "longBody" text, "link" text, "inventoryId" uuid, "offerId" uuid, "createdAt" timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
