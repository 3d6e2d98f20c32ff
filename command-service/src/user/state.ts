import { UserStreamEvent, streamIds, type NotificationType, type Role } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      userId: string;
      role: Role;
      buyAuthority: boolean;
      sellAuthority: boolean;
      dealerGroupId: string | null;
      dealershipIds: string[];
      /** The notification types the user gets no email for. */
      notificationEmailsOff: NotificationType[];
    };

export const initialState: UserState = { status: 'none' };

export function evolve(state: UserState, event: UserStreamEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { id, userId, role, buyAuthority, sellAuthority, dealerGroupId, dealershipIds } = event.data;
      return {
        status: 'registered',
        id,
        userId,
        role,
        buyAuthority,
        sellAuthority,
        dealerGroupId,
        dealershipIds,
        notificationEmailsOff: [],
      };
    }
    case 'UserRoleChanged': {
      const { role, buyAuthority, sellAuthority } = event.data;
      return state.status === 'none' ? state : { ...state, role, buyAuthority, sellAuthority };
    }
    case 'UserDealershipsAssigned':
      return state.status === 'none' ? state : { ...state, dealershipIds: event.data.dealershipIds };
    case 'NotificationEmailsChosen':
      return state.status === 'none' ? state : { ...state, notificationEmailsOff: event.data.off };
    case 'UserProfileUpdated':
      // Title and postal code decide nothing on the write side.
      return state;
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown user event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserStreamEvent> = {
  initialState,
  evolve,
  streamId: streamIds.user,
  parseEvent: (event) => UserStreamEvent.parse(event),
};
