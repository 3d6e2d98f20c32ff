import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StandingOrderReach, StandingOrderReachQuery } from '@dtn/contracts/routes/buy-list';
import { idle, loading, succeeded, failed, type RequestStatus } from '../request-status';
import type { ApiProblem } from '../api/api-problem';

/**
 * How many standing orders would make an instant offer on a vehicle about to be spotlighted or
 * repriced, and at which prices (issue 35: the spotlight's reach count, upgraded). One question at
 * a time: `key` (vehicle and price) names it, and an answer to an older one is dropped.
 */
export interface ReachState {
  key: string | null;
  reach: StandingOrderReach | null;
  status: RequestStatus;
}

const initialState: ReachState = { key: null, reach: null, status: idle };

export const reachKey = (query: StandingOrderReachQuery) => JSON.stringify(query);

export const reachSlice = createSlice({
  name: 'standingOrderReach',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<StandingOrderReachQuery>) {
      state.key = reachKey(action.payload);
      state.reach = null;
      state.status = loading;
    },
    loaded(state, action: PayloadAction<{ key: string; reach: StandingOrderReach }>) {
      if (action.payload.key !== state.key) return;
      state.reach = action.payload.reach;
      state.status = succeeded;
    },
    failed(state, action: PayloadAction<{ key: string; problem: ApiProblem }>) {
      if (action.payload.key === state.key) state.status = failed(action.payload.problem);
    },
  },
});

export const reachActions = reachSlice.actions;
export const selectReach = (state: { standingOrderReach: ReachState }) => state.standingOrderReach;
