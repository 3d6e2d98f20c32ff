import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { Paged } from '@dtn/contracts/paging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * The Users tab of /dealeradmin: the search box as typed (`search`), the search the list shows
 * (`appliedSearch`, set 500 ms after the last keystroke by the saga), the page and the result.
 */
export interface UsersState {
  search: string;
  appliedSearch: string;
  page: number;
  result: Paged<User> | null;
  status: RequestStatus;
}

const initialState: UsersState = { search: '', appliedSearch: '', page: 1, result: null, status: idle };

export const usersRequest = requestActions<Paged<User>>('dealerAdminUsers/list');

export const usersSlice = createSlice({
  name: 'dealerAdminUsers',
  initialState,
  reducers: {
    /** The tab is shown: load the current page. */
    opened() {},
    searchTyped(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    /** The typing paused (the saga's debounce): a new search starts at page 1. */
    searchApplied(state) {
      state.appliedSearch = state.search.trim();
      state.page = 1;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(usersRequest.succeeded, (state, action) => {
      state.result = action.payload;
    });
    trackRequest(builder, usersRequest, 'status');
  },
});

export const usersActions = usersSlice.actions;
export const selectUsers = (state: { dealerAdminUsers: UsersState }) => state.dealerAdminUsers;
