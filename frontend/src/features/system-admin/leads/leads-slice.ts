import { createSlice } from '@reduxjs/toolkit';
import type { Lead } from '@dtn/contracts/routes/leads';
import type { Paged } from '@dtn/contracts/paging';
import { pagedListReducers, pagedListState, type PagedListState } from '../../../shared/admin/paged-list';
import { requestActions, trackRequest } from '../../../shared/request-status';

/** The Leads tab of /systemadmin: the landing page's test-drive requests, newest first, paged. */
export type LeadsState = PagedListState<Lead>;

const initialState: LeadsState = pagedListState;

export const leadsRequest = requestActions<Paged<Lead>>('leads/list');

export const leadsSlice = createSlice({
  name: 'leads',
  initialState,
  reducers: pagedListReducers,
  extraReducers: (builder) => {
    builder.addCase(leadsRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    trackRequest(builder, leadsRequest, 'status');
  },
});

export const leadsActions = leadsSlice.actions;
export const selectLeads = (state: { leads: LeadsState }) => state.leads;
