import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';
import type { ExitVehicle } from './exit-vehicle';

/**
 * The one-click exits of an aging vehicle (issue "Know the market"), from the listing page and
 * the aging digest: the dialog open (a reprice or a Buy Now price, one vehicle at a time) and the
 * reprice's save. Spotlighting is the spotlight flow's own (../spotlight).
 */
export type ExitDialog = { kind: 'reprice' | 'buy-now'; vehicle: ExitVehicle };

interface ExitsState {
  dialog: ExitDialog | null;
  reprice: { inventoryId: string | null; listPrice: number | null; status: RequestStatus };
}

const initialState: ExitsState = { dialog: null, reprice: { inventoryId: null, listPrice: null, status: idle } };

export const exitsSlice = createSlice({
  name: 'agingExits',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<ExitDialog>) {
      state.dialog = action.payload;
      state.reprice = initialState.reprice;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
    repriceSubmitted(state, action: PayloadAction<{ inventoryId: string; listPrice: number }>) {
      state.reprice = { ...action.payload, status: loading };
    },
    repriced(state, _action: PayloadAction<{ inventoryId: string; listPrice: number }>) {
      state.reprice.status = succeeded;
    },
    repriceFailed(state, action: PayloadAction<ApiProblem>) {
      state.reprice.status = failed(action.payload);
    },
  },
});

export const exitsActions = exitsSlice.actions;

type WithExits = { agingExits: ExitsState };
export const selectExits = (state: WithExits) => state.agingExits;
