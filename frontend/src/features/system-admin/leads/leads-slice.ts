import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lead } from '@dtn/contracts/routes/leads';
import type { Paged } from '@dtn/contracts/paging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The Leads tab of /systemadmin: the landing page's test-drive requests, newest first, paged. */
export interface LeadsState {
  page: number;
  result: Paged<Lead> | null;
  status: RequestStatus;
}

const initialState: LeadsState = { page: 1, result: null, status: idle };

export const leadsRequest = requestActions<Paged<Lead>>('leads/list');

export const leadsSlice = createSlice({
  name: 'leads',
  initialState,
  reducers: {
    opened() {},
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(leadsRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    trackRequest(builder, leadsRequest, 'status');
  },
});

export const leadsActions = leadsSlice.actions;
export const selectLeads = (state: { leads: LeadsState }) => state.leads;
