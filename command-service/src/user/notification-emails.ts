import type { NotificationType, UserStreamEvent } from '@dtn/contracts';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import type { UserState } from './state';

/** PUT /api/user/notification-emails: the signed-in user's own choice of emails. */
export interface ChooseNotificationEmails {
  type: 'ChooseNotificationEmails';
  actor: Actor | null;
  data: { id: string; off: NotificationType[] };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((type) => b.includes(type));

/** Everyone chooses their own emails only; the system (seed) may choose for anyone. The set is
 * stored as given (sorted, so the same choice reads the same), and the same set again is no change. */
export function chooseNotificationEmails(command: ChooseNotificationEmails, state: UserState): UserStreamEvent[] {
  const { actor, data } = command;
  if (actor !== null && actor.id !== data.id) throw new ForbiddenError('You may choose only your own emails.');
  if (state.status === 'none') throw new NotFoundError('The user was not found.');
  const off = [...new Set(data.off)].sort();
  if (sameSet(off, state.notificationEmailsOff)) return [];
  return [{ type: 'NotificationEmailsChosen', data: { id: state.id, off } }];
}
