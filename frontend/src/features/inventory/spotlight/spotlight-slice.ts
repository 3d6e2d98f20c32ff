import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Count } from '@dtn/contracts/paging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * The spotlight flow of spec section 4: click spotlight, see how many users would be notified
 * (a buy-list match count), then confirm or cancel. Removing a spotlight asks for confirmation too.
 * One vehicle at a time is in the flow.
 */
export interface SpotlightTarget {
  id: string;
  make: string;
  model: string;
  year: number;
  /** Whether the vehicle is spotlighted now (true: the flow removes the spotlight). */
  spotlight: boolean;
}

type SpotlightStep = 'counting' | 'confirm' | 'saving' | 'failed';

export interface SpotlightState {
  target: SpotlightTarget | null;
  step: SpotlightStep;
  /** Users who would be notified; null while counting, or when the count could not be had. */
  count: number | null;
  countStatus: RequestStatus;
}

const initialState: SpotlightState = { target: null, step: 'counting', count: null, countStatus: idle };

export const countRequest = requestActions<Count>('spotlight/count');

export const spotlightSlice = createSlice({
  name: 'spotlight',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<SpotlightTarget>) {
      state.target = action.payload;
      state.step = action.payload.spotlight ? 'confirm' : 'counting';
      state.count = null;
      state.countStatus = idle;
    },
    confirmed(state) {
      state.step = 'saving';
    },
    cancelled() {
      return initialState;
    },
    /** The spotlight was set or removed: lists and the detail page refresh on this. */
    changed(_state, _action: PayloadAction<{ id: string; spotlight: boolean }>) {
      return initialState;
    },
    saveFailed(state) {
      state.step = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(countRequest.succeeded, (state, action) => {
      state.count = action.payload.count;
      state.step = 'confirm';
    });
    // Without the count the user may still confirm (the message says it could not be counted).
    builder.addCase(countRequest.failed, (state) => {
      state.step = 'confirm';
    });
    trackRequest(builder, countRequest, 'countStatus');
  },
});

export const spotlightActions = spotlightSlice.actions;

type WithSpotlight = { spotlight: SpotlightState };
export const selectSpotlight = (state: WithSpotlight) => state.spotlight;
