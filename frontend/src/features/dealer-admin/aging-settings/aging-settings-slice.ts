import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgingSettings } from '@dtn/contracts/domain/aging-settings';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, requestActions, succeeded, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The dealerships' aging settings on /dealeradmin: the group's dealerships as read, and each
 * one's save (setAgingSettings). */
export interface AgingSettingsState {
  dealerships: Dealership[];
  status: RequestStatus;
  saves: Record<string, RequestStatus>;
}

const initialState: AgingSettingsState = { dealerships: [], status: idle, saves: {} };

export const dealershipsRequest = requestActions<Dealership[]>('dealerAdminAging/dealerships');

export const agingSettingsSlice = createSlice({
  name: 'dealerAdminAging',
  initialState,
  reducers: {
    requested(_state, _action: PayloadAction<{ dealerGroupId: string }>) {},
    saveRequested(state, action: PayloadAction<{ dealershipId: string } & AgingSettings>) {
      state.saves[action.payload.dealershipId] = loading;
    },
    saved(state, action: PayloadAction<{ dealershipId: string } & AgingSettings>) {
      const { dealershipId, holdingCostPerDay, agingThresholds } = action.payload;
      state.saves[dealershipId] = succeeded;
      const dealership = state.dealerships.find((d) => d.id === dealershipId);
      if (dealership) Object.assign(dealership, { holdingCostPerDay, agingThresholds });
    },
    saveFailed(state, action: PayloadAction<{ dealershipId: string; problem: ApiProblem }>) {
      state.saves[action.payload.dealershipId] = failed(action.payload.problem);
    },
    edited(state, action: PayloadAction<{ dealershipId: string }>) {
      state.saves[action.payload.dealershipId] = idle;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dealershipsRequest.succeeded, (state, action) => {
      state.dealerships = action.payload;
    });
    trackRequest(builder, dealershipsRequest, 'status');
  },
});

export const agingSettingsActions = agingSettingsSlice.actions;
export const selectAgingSettings = (state: { dealerAdminAging: AgingSettingsState }) => state.dealerAdminAging;
