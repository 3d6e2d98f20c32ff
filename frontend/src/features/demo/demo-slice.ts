import { createSlice } from '@reduxjs/toolkit';
import type { CallResult } from '../../shared/api/api-types';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

export type DemoResetResult = CallResult<'resetDemo'>;

/** /demo: the Reset Demo button's request and what the reset did. */
export interface DemoState {
  status: RequestStatus;
  result: DemoResetResult | null;
}

const initialState: DemoState = { status: idle, result: null };

export const resetRequest = requestActions<DemoResetResult>('demo/reset');

export const demoSlice = createSlice({
  name: 'demo',
  initialState,
  reducers: {
    resetRequested() {},
  },
  extraReducers: (builder) => {
    builder.addCase(resetRequest.started, (state) => {
      state.result = null;
    });
    builder.addCase(resetRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    trackRequest(builder, resetRequest, 'status', { submission: true });
  },
});

export const demoActions = demoSlice.actions;
export const selectDemo = (state: { demo: DemoState }) => state.demo;
