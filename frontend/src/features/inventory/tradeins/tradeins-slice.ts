import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultTradeInDistance, tradeInPageSize, type TradeInDistance } from '@dtn/contracts/constants';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';

/** Trade-ins (spec section 2): a distance and an infinite list that stops at a short page. */
export interface TradeInsState {
  distance: TradeInDistance;
  generation: number;
  items: MarketplaceItem[];
  page: number;
  /** The last page came back full, so another may follow. */
  lastPageFull: boolean;
  status: RequestStatus;
  loadingMore: boolean;
}

const initialState: TradeInsState = {
  distance: defaultTradeInDistance,
  generation: 0,
  items: [],
  page: 0,
  lastPageFull: false,
  status: idle,
  loadingMore: false,
};

export const tradeInsSlice = createSlice({
  name: 'tradeIns',
  initialState,
  reducers: {
    opened() {},
    closed() {},
    distanceChanged(state, action: PayloadAction<TradeInDistance>) {
      state.distance = action.payload;
      state.generation += 1;
    },
    searchStarted(state) {
      state.status = loading;
    },
    loadMore() {},
    loadMoreStarted(state) {
      state.loadingMore = true;
    },
    pageLoaded(state, action: PayloadAction<{ generation: number; page: number; results: MarketplaceItem[]; replace: boolean }>) {
      const { generation, page, results, replace } = action.payload;
      if (generation !== state.generation) return;
      state.items = replace ? results : [...state.items, ...results];
      state.page = page;
      state.lastPageFull = results.length >= tradeInPageSize;
      state.status = succeeded;
      state.loadingMore = false;
    },
    searchFailed(state, action: PayloadAction<{ generation: number; problem: ApiProblem }>) {
      if (action.payload.generation !== state.generation) return;
      state.status = failed(action.payload.problem);
      state.loadingMore = false;
    },
  },
});

export const tradeInsActions = tradeInsSlice.actions;

type WithTradeIns = { tradeIns: TradeInsState };
export const selectTradeIns = (state: WithTradeIns) => state.tradeIns;
export const selectTradeInsHasMore = (state: WithTradeIns) => state.tradeIns.status.state === 'succeeded' && state.tradeIns.lastPageFull;
