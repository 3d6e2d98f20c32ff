import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The dealer group's response hours on /dealeradmin: the save (setResponseHours, then the user
 * record, which carries the group's hours, is refreshed). */
export interface ResponseHoursState {
  status: RequestStatus;
}

const initialState: ResponseHoursState = { status: idle };

export const responseHoursRequest = requestActions<void>('dealerAdminResponseHours/save');

export const responseHoursSlice = createSlice({
  name: 'dealerAdminResponseHours',
  initialState,
  reducers: {
    saveRequested(_state, _action: PayloadAction<{ dealerGroupId: string; hours: number }>) {},
    edited(state) {
      state.status = idle;
    },
  },
  extraReducers: (builder) => {
    trackRequest(builder, responseHoursRequest, 'status', { submission: true });
  },
});

export const responseHoursActions = responseHoursSlice.actions;
export const selectResponseHours = (state: { dealerAdminResponseHours: ResponseHoursState }) => state.dealerAdminResponseHours;
