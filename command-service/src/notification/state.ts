import { NotificationEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

/** The recipient's own marks on a notification; the notification itself is derived by the
 * notifications projector from the offer events, so it has no stream of its own to start. */
export interface NotificationState {
  read: boolean;
  dismissed: boolean;
}

export const initialState: NotificationState = { read: false, dismissed: false };

export function evolve(state: NotificationState, event: NotificationEvent): NotificationState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, read: true };
    case 'NotificationDismissed':
      return { ...state, dismissed: true };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown notification event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const notificationDecider: Decider<NotificationState, NotificationEvent> = {
  initialState,
  evolve,
  streamId: streamIds.notification,
  parseEvent: (event) => NotificationEvent.parse(event),
};
