import { DealerGroupEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type DealerGroupState =
  { status: 'none' } | { status: 'active'; id: string; organizationName: string; slug: string; shortName: string };

export const initialState: DealerGroupState = { status: 'none' };

export function evolve(_state: DealerGroupState, event: DealerGroupEvent): DealerGroupState {
  switch (event.type) {
    case 'DealerGroupCreated': {
      const { id, organizationName, slug, shortName } = event.data;
      return { status: 'active', id, organizationName, slug, shortName };
    }
    default: {
      const unknownEvent: never = event.type;
      throw new Error(`Unknown dealer group event ${String(unknownEvent)}`);
    }
  }
}

export const dealerGroupDecider: Decider<DealerGroupState, DealerGroupEvent> = {
  initialState,
  evolve,
  streamId: streamIds.dealerGroup,
  parseEvent: (event) => DealerGroupEvent.parse(event),
};
