import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { debounce, put } from 'redux-saga/effects';
import { searchDebounceMs } from '@dtn/contracts/constants';
import type { Paged } from '@dtn/contracts/paging';
import { idle, type RequestStatus } from '../request-status';

/**
 * The state and reducers of an admin list (spec sections 3 and 9): a page of it, and for a
 * searched list the box as typed (`search`) and the search the list shows (`appliedSearch`, set
 * by the saga 500 ms after the last keystroke). A slice spreads them into its own:
 *
 *   initialState: { ...searchedListState, dialogOpen: false },
 *   reducers: { ...searchedListReducers, dialogOpened(state) { ... } },
 *   saga: yield applySearchAfterTyping(actions);
 */
export interface PagedListState<Row> {
  page: number;
  result: Paged<Row> | null;
  status: RequestStatus;
}
export interface SearchedListState<Row> extends PagedListState<Row> {
  search: string;
  appliedSearch: string;
}

export const pagedListState = { page: 1, result: null, status: idle };
export const searchedListState = { ...pagedListState, search: '', appliedSearch: '' };

export const pagedListReducers = {
  /** The tab is shown: load the current page. */
  opened() {},
  pageChosen(state: { page: number }, action: PayloadAction<number>) {
    state.page = action.payload;
  },
};

export const searchedListReducers = {
  ...pagedListReducers,
  searchTyped(state: { search: string }, action: PayloadAction<string>) {
    state.search = action.payload;
  },
  /** The typing paused (the saga's debounce): a new search starts at page 1. */
  searchApplied(state: { search: string; appliedSearch: string; page: number }) {
    state.appliedSearch = state.search.trim();
    state.page = 1;
  },
};

/** Spec section 9: the search applies 500 ms after the last keystroke. */
export const applySearchAfterTyping = (actions: { searchTyped: { type: string }; searchApplied: () => Action }) =>
  debounce(searchDebounceMs, actions.searchTyped.type, function* applySearch() {
    yield put(actions.searchApplied());
  });
