import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { LoadStatus } from '../marketplace/marketplace-slice';

/** The dealer group's aging rollup (/inventory); the listing page reads its dealership header here too. */
export interface RollupState {
  rows: InventoryRollupRow[];
  status: LoadStatus;
}

const initialState: RollupState = { rows: [], status: 'idle' };

export const rollupSlice = createSlice({
  name: 'inventoryRollup',
  initialState,
  reducers: {
    requested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<InventoryRollupRow[]>) {
      state.rows = action.payload;
      state.status = 'loaded';
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const rollupActions = rollupSlice.actions;

type WithRollup = { inventoryRollup: RollupState };
export const selectRollup = (state: WithRollup) => state.inventoryRollup;
