import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { AddDealerGroupBody } from '@dtn/contracts/routes/admin-commands';
import type { Paged } from '@dtn/contracts/paging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * The dealer group list of /systemadmin: search as typed and as applied (500 ms after the last
 * keystroke), the page, the result, and the add-group dialog.
 */
export interface GroupsState {
  search: string;
  appliedSearch: string;
  page: number;
  result: Paged<DealerGroup> | null;
  status: RequestStatus;
  dialogOpen: boolean;
  add: RequestStatus;
}

const initialState: GroupsState = { search: '', appliedSearch: '', page: 1, result: null, status: idle, dialogOpen: false, add: idle };

export const groupsRequest = requestActions<Paged<DealerGroup>>('dealerGroups/list');
export const addGroupRequest = requestActions<void>('dealerGroups/add');

export const groupsSlice = createSlice({
  name: 'dealerGroups',
  initialState,
  reducers: {
    opened() {},
    searchTyped(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    searchApplied(state) {
      state.appliedSearch = state.search.trim();
      state.page = 1;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    dialogOpened(state) {
      state.dialogOpen = true;
      state.add = idle;
    },
    dialogClosed(state) {
      state.dialogOpen = false;
    },
    addRequested(_state, _action: PayloadAction<AddDealerGroupBody>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(groupsRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    builder.addCase(addGroupRequest.succeeded, (state) => {
      state.dialogOpen = false;
    });
    trackRequest(builder, groupsRequest, 'status');
    trackRequest(builder, addGroupRequest, 'add', { submission: true });
  },
});

export const groupsActions = groupsSlice.actions;
export const selectGroups = (state: { dealerGroups: GroupsState }) => state.dealerGroups;
