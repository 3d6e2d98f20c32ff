import { createSlice } from '@reduxjs/toolkit';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The dealer group's aging rollup (/inventory); the listing page reads its dealership header here too. */
export interface RollupState {
  rows: InventoryRollupRow[];
  status: RequestStatus;
}

const initialState: RollupState = { rows: [], status: idle };

export const rollupRequest = requestActions<InventoryRollupRow[]>('inventoryRollup/rows');

export const rollupSlice = createSlice({
  name: 'inventoryRollup',
  initialState,
  reducers: {
    requested() {},
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
