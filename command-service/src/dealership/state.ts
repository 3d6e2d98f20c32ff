import { DealershipEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type DealershipState =
  | { status: 'none' }
  | { status: 'active' | 'inactive'; id: string; dealerGroupId: string; name: string; postalCode: string };

export const initialState: DealershipState = { status: 'none' };

export function evolve(_state: DealershipState, event: DealershipEvent): DealershipState {
  switch (event.type) {
    case 'DealershipCreated':
    case 'DealershipUpdated': {
      const { id, dealerGroupId, name, postalCode, active } = event.data;
      return { status: active ? 'active' : 'inactive', id, dealerGroupId, name, postalCode };
    }
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown dealership event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const dealershipDecider: Decider<DealershipState, DealershipEvent> = {
  initialState,
  evolve,
  streamId: streamIds.dealership,
  parseEvent: (event) => DealershipEvent.parse(event),
};
