import { BuyListEvent, streamIds, type ListingType, type StandingOrderPauseReason } from '@dtn/contracts';
import type { OrderDay } from '@dtn/contracts/domain/standing-order';
import type { Decider } from '@dtn/platform/commands/handle-command';

/** A buy list item's standing order (issue 35) as its decisions need it: its terms, whether it
 * runs, and what it offered on its last day of offers (the caps count that day). */
export interface StandingOrder {
  dealershipId: string;
  trims: string[];
  maxMileage: number | null;
  listingTypes: ListingType[];
  maxPrice: number;
  maxPercentOfValue: number | null;
  endsAt: string;
  maxUnitsPerDay: number;
  maxDollarsPerDay: number;
  timeZone: string;
  status: 'active' | 'paused' | 'ended';
  pausedReason: StandingOrderPauseReason | null;
  lastDay: OrderDay | null;
}

/** What the item wants: make, model, years, and the radius around its owner's coordinates. */
interface WantedVehicle {
  dealerGroupId: string | null;
  make: string;
  model: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
  latitude: number;
  longitude: number;
}

interface Item extends WantedVehicle {
  id: string;
  userId: string;
  order: StandingOrder | null;
}

/** A buy list item: added by its owner (possibly as a standing order), then possibly removed
 * (for good: a removed item's order makes no offer). */
export type BuyListItemState = { status: 'none' } | ({ status: 'added' | 'removed' } & Item);

export const initialState: BuyListItemState = { status: 'none' };

const withOrder = (state: BuyListItemState, change: (order: StandingOrder) => StandingOrder): BuyListItemState =>
  state.status === 'none' || !state.order ? state : { ...state, order: change(state.order) };

export function evolve(state: BuyListItemState, event: BuyListEvent): BuyListItemState {
  switch (event.type) {
    case 'BuyListItemAdded': {
      const { id, userId, dealerGroupId, make, model, startYear, endYear, searchRadius, latitude, longitude } = event.data;
      const wanted = { dealerGroupId, make, model, startYear, endYear, searchRadius, latitude, longitude };
      return { status: 'added', id, userId, ...wanted, order: null };
    }
    case 'BuyListItemRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    case 'StandingOrderPlaced': {
      if (state.status === 'none') return state;
      const { id: _id, userId: _userId, ...terms } = event.data;
      return { ...state, order: { ...terms, status: 'active', pausedReason: null, lastDay: null } };
    }
    case 'StandingOrderPaused':
      return withOrder(state, (order) => ({ ...order, status: 'paused', pausedReason: event.data.reason }));
    case 'StandingOrderResumed':
      return withOrder(state, (order) => ({ ...order, status: 'active', pausedReason: null }));
    case 'StandingOrderEnded':
      return withOrder(state, (order) => ({ ...order, status: 'ended', pausedReason: null }));
    case 'StandingOrderOffered': {
      const { day, amount } = event.data;
      return withOrder(state, (order) => {
        const spent = order.lastDay?.day === day ? order.lastDay : { day, units: 0, dollars: 0 };
        return { ...order, lastDay: { day, units: spent.units + 1, dollars: Math.round((spent.dollars + amount) * 100) / 100 } };
      });
    }
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
