import { createSlice } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import { searchedListReducers, searchedListState, type SearchedListState } from '../../../shared/admin/paged-list';
import { requestActions, trackRequest } from '../../../shared/request-status';
import type { Paged } from '@dtn/contracts/paging';

/** The Users tab of /dealeradmin: a searched, paged list (shared/admin/paged-list). */
export type UsersState = SearchedListState<User>;

const initialState: UsersState = searchedListState;

export const usersRequest = requestActions<Paged<User>>('dealerAdminUsers/list');

export const usersSlice = createSlice({
  name: 'dealerAdminUsers',
  initialState,
  reducers: searchedListReducers,
  extraReducers: (builder) => {
    builder.addCase(usersRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    trackRequest(builder, usersRequest, 'status');
  },
});

export const usersActions = usersSlice.actions;
export const selectUsers = (state: { dealerAdminUsers: UsersState }) => state.dealerAdminUsers;
