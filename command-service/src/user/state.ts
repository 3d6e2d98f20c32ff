import { UserEvent, streamIds, type Role } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; id: string; userId: string; role: Role; dealerGroupId: string | null; dealershipIds: string[] };

export const initialState: UserState = { status: 'none' };

export function evolve(_state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { id, userId, role, dealerGroupId, dealershipIds } = event.data;
      return { status: 'registered', id, userId, role, dealerGroupId, dealershipIds };
    }
    default: {
      const unknownEvent: never = event.type;
      throw new Error(`Unknown user event ${String(unknownEvent)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserEvent> = {
  initialState,
  evolve,
  streamId: streamIds.user,
  parseEvent: (event) => UserEvent.parse(event),
};
