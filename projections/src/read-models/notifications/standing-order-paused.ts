import { standingOrderValueDropDays, standingOrderValueDropPercent, type StandingOrderPauseReason } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { pushesOf, recordPushes } from '../../push/record-pushes';
import { eventTime } from '../offers/event-time';
import { usd } from './texts';
import { insertNotifications, type NotificationRow } from './writes';

type StandingOrderPaused = Extract<ProjectedEvent, { type: 'StandingOrderPaused' }>;

/** Why a guardrail paused the order, in words. */
function reasonInWords(d: StandingOrderPaused['data']): string {
  const reasons: Record<Exclude<StandingOrderPauseReason, 'buyer'>, string> = {
    'value-fell':
      `the network value of the vehicles it buys fell more than ${standingOrderValueDropPercent}% in ${standingOrderValueDropDays} days` +
      (d.valueBefore != null && d.valueNow != null ? ` (from ${usd(d.valueBefore)} to ${usd(d.valueNow)})` : ''),
    'permission-lost': 'you may no longer make offers',
    'dealership-inactive': 'the dealership it buys for is inactive',
  };
  return reasons[d.reason as Exclude<StandingOrderPauseReason, 'buyer'>];
}

/**
 * A guardrail paused a standing order (issue 35): its owner (the event's acting user, the order
 * acting for them) is told why, in the bell and live. The owner's own pause tells nobody. The id
 * comes from the event and the recipient, so applying it again raises nothing new.
 */
export async function applyStandingOrderPaused(tx: SqlClient, event: StandingOrderPaused): Promise<void> {
  const userId = event.metadata.userId;
  if (event.data.reason === 'buyer' || typeof userId !== 'string') return;
  const row: NotificationRow = {
    id: uuidV5(`${event.id}:${userId}`),
    userId,
    type: 'StandingOrderPaused',
    title: 'Your standing order paused itself',
    longBody: `Your standing order made no offer and is paused because ${reasonInWords(event.data)}. Resume it from your buy list when you are ready.`,
    imageUrl: '',
    link: '/buylist',
    inventoryId: event.data.inventoryId ?? '',
    offerId: '',
    createdAt: eventTime(event),
  };
  await insertNotifications(tx, [row]);
  const pushed = { userIds: [userId], notificationIds: [row.id] };
  await recordPushes(
    tx,
    pushesOf(event, [{ kind: 'notification', ...pushed, data: { change: 'raised', notificationType: 'StandingOrderPaused', ...pushed } }]),
  );
}
