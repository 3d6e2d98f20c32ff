import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { AddDealerGroupBody } from '@dtn/contracts/routes/admin-commands';
import type { Paged } from '@dtn/contracts/paging';
import { searchedListReducers, searchedListState, type SearchedListState } from '../../../shared/admin/paged-list';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The dealer group list of /systemadmin: a searched, paged list (shared/admin/paged-list) and the add-group dialog. */
export interface GroupsState extends SearchedListState<DealerGroup> {
  dialogOpen: boolean;
  add: RequestStatus;
}

const initialState: GroupsState = { ...searchedListState, dialogOpen: false, add: idle };

export const groupsRequest = requestActions<Paged<DealerGroup>>('dealerGroups/list');
export const addGroupRequest = requestActions<void>('dealerGroups/add');

export const groupsSlice = createSlice({
  name: 'dealerGroups',
  initialState,
  reducers: {
    ...searchedListReducers,
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
