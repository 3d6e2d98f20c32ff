import { DealerGroupEvent, streamIds } from '@dtn/contracts';
import { defaultResponseHours } from '@dtn/contracts/constants';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type DealerGroupState =
  | { status: 'none' }
  | {
      status: 'active';
      id: string;
      organizationName: string;
      slug: string;
      shortName: string;
      /** Negotiation: hours the side whose turn it is has to answer on the group's offers. */
      responseHours: number;
    };

export const initialState: DealerGroupState = { status: 'none' };

export function evolve(state: DealerGroupState, event: DealerGroupEvent): DealerGroupState {
  switch (event.type) {
    case 'DealerGroupCreated': {
      const { id, organizationName, slug, shortName } = event.data;
      return { status: 'active', id, organizationName, slug, shortName, responseHours: defaultResponseHours };
    }
    case 'DealerGroupResponseHoursSet':
      return state.status === 'none' ? state : { ...state, responseHours: event.data.hours };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown dealer group event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const dealerGroupDecider: Decider<DealerGroupState, DealerGroupEvent> = {
  initialState,
  evolve,
  streamId: streamIds.dealerGroup,
  parseEvent: (event) => DealerGroupEvent.parse(event),
};
