import { BuyListEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

/** A buy list item: added by its owner, then possibly removed (for good). */
export type BuyListItemState =
  { status: 'none' } | { status: 'added'; id: string; userId: string } | { status: 'removed'; id: string; userId: string };

export const initialState: BuyListItemState = { status: 'none' };

export function evolve(state: BuyListItemState, event: BuyListEvent): BuyListItemState {
  switch (event.type) {
    case 'BuyListItemAdded':
      return { status: 'added', id: event.data.id, userId: event.data.userId };
    case 'BuyListItemRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    // Standing orders (issue 35): not yet decided on.
    case 'StandingOrderPlaced':
    case 'StandingOrderPaused':
    case 'StandingOrderResumed':
    case 'StandingOrderEnded':
    case 'StandingOrderOffered':
      return state;
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown buy list event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const buyListDecider: Decider<BuyListItemState, BuyListEvent> = {
  initialState,
  evolve,
  streamId: streamIds.buyList,
  parseEvent: (event) => BuyListEvent.parse(event),
};
