import type { NotificationEvent } from '@dtn/contracts';
import { NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { assertNever } from '../shared/validation';
import type { NotificationState } from './state';

interface OnNotification {
  actor: Actor | null;
  notificationId: string;
  /** From the notifications read model; null when no such notification exists. */
  recipientUserId: string | null;
}
interface MarkNotificationRead extends OnNotification {
  type: 'MarkNotificationRead';
}
interface DismissNotification extends OnNotification {
  type: 'DismissNotification';
}
export type NotificationCommand = MarkNotificationRead | DismissNotification;

/** Someone else's notification is "not found", in the words an unknown id gets: its existence is
 * nobody else's business. */
function recipientOf({ actor, recipientUserId }: OnNotification): string {
  if (recipientUserId === null || actor === null || actor.id !== recipientUserId) {
    throw new NotFoundError('The notification was not found.');
  }
  return recipientUserId;
}

/** Marking read or dismissing twice is a no-op (a double click, a retried request). */
export function decide(command: NotificationCommand, state: NotificationState): NotificationEvent[] {
  const userId = recipientOf(command);
  const data = { notificationId: command.notificationId, userId };
  switch (command.type) {
    case 'MarkNotificationRead':
      return state.read ? [] : [{ type: 'NotificationRead', data }];
    case 'DismissNotification':
      return state.dismissed ? [] : [{ type: 'NotificationDismissed', data }];
    default:
      return assertNever(command);
  }
}
