import { InviteEvent, streamIds, type Role } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

interface InviteTerms {
  id: string;
  email: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroupId: string;
  dealershipIds: string[];
  tokenHash: string;
}

export type InviteState =
  { status: 'none' } | ({ status: 'Pending' | 'Revoked' } & InviteTerms) | ({ status: 'Accepted'; userId: string } & InviteTerms);

export const initialState: InviteState = { status: 'none' };

export function evolve(state: InviteState, event: InviteEvent): InviteState {
  switch (event.type) {
    case 'InviteSent': {
      const { id, email, role, buyAuthority, sellAuthority, dealerGroupId, dealershipIds, tokenHash } = event.data;
      return { status: 'Pending', id, email, role, buyAuthority, sellAuthority, dealerGroupId, dealershipIds, tokenHash };
    }
    case 'InviteEmailQueued':
      return state;
    case 'InviteAccepted':
      return state.status === 'none' ? state : { ...state, status: 'Accepted', userId: event.data.userId };
    case 'InviteRevoked':
      return state.status === 'none' ? state : { ...state, status: 'Revoked' };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown invite event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const inviteDecider: Decider<InviteState, InviteEvent> = {
  initialState,
  evolve,
  streamId: streamIds.invite,
  parseEvent: (event) => InviteEvent.parse(event),
};
