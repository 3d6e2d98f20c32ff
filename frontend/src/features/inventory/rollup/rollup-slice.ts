import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';
import type { AgeView } from './rollup-sort';

/** The dealer group's aging rollup (/inventory); the listing page reads its dealership header here too. */
export interface RollupState {
  rows: InventoryRollupRow[];
  status: RequestStatus;
  /** The spec's 30-day buckets or the finer 15-day bands; kept while the user drills down and back. */
  view: AgeView;
}

const initialState: RollupState = { rows: [], status: idle, view: 'buckets' };

export const rollupRequest = requestActions<InventoryRollupRow[]>('inventoryRollup/rows');

export const rollupSlice = createSlice({
  name: 'inventoryRollup',
  initialState,
  reducers: {
    requested() {},
    viewChanged(state, action: PayloadAction<AgeView>) {
      state.view = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rollupRequest.succeeded, (state, action) => {
      state.rows = action.payload;
    });
    trackRequest(builder, rollupRequest, 'status');
  },
});

export const rollupActions = rollupSlice.actions;

type WithRollup = { inventoryRollup: RollupState };
export const selectRollup = (state: WithRollup) => state.inventoryRollup;
