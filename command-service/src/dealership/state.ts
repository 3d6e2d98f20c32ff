import { DealershipStreamEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

/** 'deleted' keeps the group: a deleted dealership still answers "whose was it" (403 vs 404). */
export type DealershipState =
  { status: 'none' } | { status: 'active' | 'inactive' | 'deleted'; id: string; dealerGroupId: string; name: string; postalCode: string };

export const initialState: DealershipState = { status: 'none' };

export function evolve(state: DealershipState, event: DealershipStreamEvent): DealershipState {
  switch (event.type) {
    case 'DealershipCreated':
    case 'DealershipUpdated': {
      const { id, dealerGroupId, name, postalCode, active } = event.data;
      return { status: active ? 'active' : 'inactive', id, dealerGroupId, name, postalCode };
    }
    case 'DealershipDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown dealership event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const dealershipDecider: Decider<DealershipState, DealershipStreamEvent> = {
  initialState,
  evolve,
  streamId: streamIds.dealership,
  parseEvent: (event) => DealershipStreamEvent.parse(event),
};
