import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { isFactEvent, recordFacts, type FactEvent } from './facts';
import type { OfferStreamEvent } from './offer-notifications';
import { applyOfferRun } from './offer-run';
import { pushesOf, recordPushes } from '../../push/record-pushes';
import { markNotification } from './writes';
import { applyAgingDigest } from './aging-digest';
import { applyStandingOrderPaused } from './standing-order-paused';

/**
 * rm_notifications: the notifications the offer lifecycle raises (who hears what: offer-notifications.ts), one row per
 * recipient with id uuidV5(`${eventId}:${recipientId}`), so applying an event again inserts
 * nothing new. Recipients and texts are decided from the projector's own facts, kept in event
 * order (facts.ts), never from the offers or users read models, which may already be ahead within a batch:
 * the notifications come out the same whatever the batch boundaries. Recipients are those who
 * hold the side's rights when the event happens (audience.ts): role changes are facts too.
 * Negotiation's notifications also go out by email (emails.ts, queued in the outbox read model)
 * to whoever had not switched that type off when the event happened: that choice is a fact too.
 * A dealership's daily aging digest reaches its group's sellers the same ways (aging-digest.ts); a
 * standing order a guardrail paused tells its owner (standing-order-paused.ts).
 */
export const notificationsProjector: Projector = {
  name: 'notifications',
  reads: ['transport-bids'],
  tables: [
    'rm_notifications',
    'rm_notification_offers',
    'rm_notification_staff',
    'rm_notification_vehicles',
    'rm_notification_dealerships',
    'rm_notification_unread',
  ],
  handles: [
    'UserRegistered',
    'UserRoleChanged',
    'NotificationEmailsChosen',
    'VehicleListed',
    'VehicleUpdated',
    'DealershipCreated',
    'DealershipUpdated',
    'TransportRequested',
    'OfferSubmitted',
    'OfferUpdated',
    'TransportBidSelected',
    'OfferCancelled',
    'OfferRestored',
    'OfferAccepted',
    'OfferRejected',
    'OfferLost',
    'ConversationMessageAdded',
    'OfferCountered',
    'OfferStoodBy',
    'OfferExpired',
    'OfferReminderDue',
    'OfferBoughtNow',
    'NotificationRead',
    'NotificationDismissed',
    'AgingDigestIssued',
    'StandingOrderPaused',
  ],
  async apply(tx, event) {
    if (isFactEvent(event)) return recordFacts(tx, [event]);
    return applyOne(tx, event);
  },
  async applyBatch(tx, events) {
    // Users and vehicles (most of a replay) go in bulk, run by run, and so do the offer events
    // between them (bid load): a role change ends a run, so the offers after it hear with the
    // new rights. A read or dismiss mark or an aging digest alone, in its place.
    let run: ProjectedEvent[] = [];
    const flush = async () => {
      if (run.length === 0) return;
      if (isFactEvent(run[0]!)) await recordFacts(tx, run as FactEvent[]);
      else await applyOfferRun(tx, run as OfferStreamEvent[]);
      run = [];
    };
    for (const event of events) {
      const kind = runKind(event);
      if (run.length > 0 && runKind(run[0]!) !== kind) await flush();
      if (kind === 'mark') await applyOne(tx, event);
      else if (kind === 'fact' || kind === 'offer') run.push(event);
    }
    await flush();
  },
};

const runKind = (event: ProjectedEvent) => (isFactEvent(event) ? 'fact' : isOfferStreamEvent(event) ? 'offer' : 'mark');

async function applyOne(tx: SqlClient, event: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'NotificationRead':
    case 'NotificationDismissed':
      await markNotification(tx, { ...event.data, as: event.type === 'NotificationRead' ? 'read' : 'dismissed' });
      // The user's other tabs update their bell and badges.
      await recordPushes(
        tx,
        pushesOf(event, [
          {
            kind: 'notification',
            userId: event.data.userId,
            data: { change: event.type === 'NotificationRead' ? 'read' : 'dismissed', notificationId: event.data.notificationId },
          },
        ]),
      );
      return;
    case 'AgingDigestIssued':
      await applyAgingDigest(tx, event);
      return;
    case 'StandingOrderPaused':
      await applyStandingOrderPaused(tx, event);
      return;
    default:
      if (isOfferStreamEvent(event)) await applyOfferRun(tx, [event]);
  }
}

const offerStreamTypes = new Set<string>([
  'TransportRequested',
  'OfferSubmitted',
  'OfferUpdated',
  'TransportBidSelected',
  'OfferCancelled',
  'OfferRestored',
  'OfferAccepted',
  'OfferRejected',
  'OfferLost',
  'ConversationMessageAdded',
  'OfferCountered',
  'OfferStoodBy',
  'OfferExpired',
  'OfferReminderDue',
  'OfferBoughtNow',
]);
const isOfferStreamEvent = (e: ProjectedEvent): e is OfferStreamEvent => offerStreamTypes.has(e.type);
