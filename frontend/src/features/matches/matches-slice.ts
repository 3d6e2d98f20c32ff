import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Paged } from '@dtn/contracts/paging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/**
 * Vehicle matches (spec sections 2, 4, 9): VehicleMatch notifications, 10 a page, read ones
 * included so an accepted match stays with its view button. Unread: accept (marks it read) and
 * dismiss (removes it). Refreshed every 120 s while shown, and stale after 120 s.
 */
export interface MatchesState {
  page: number;
  pageCount: number;
  items: Notification[];
  status: RequestStatus;
  /** When the shown page was loaded (ms), for the 120 s stale time. */
  loadedAt: number | null;
  /** Ids with an accept or dismiss on its way. */
  busy: string[];
  /** The last accept or dismiss that failed. */
  actionFailed: string | null;
}

const initialState: MatchesState = { page: 1, pageCount: 0, items: [], status: idle, loadedAt: null, busy: [], actionFailed: null };

export const matchesRequest = requestActions<Paged<Notification> & { loadedAt: number }>('matches/list');

export const matchesSlice = createSlice({
  name: 'matches',
  initialState,
  reducers: {
    opened() {},
    closed() {},
    pageRequested(state, action: PayloadAction<number>) {
      state.page = action.payload;
      state.loadedAt = null;
    },
    /** The saga went back a page (the shown one came back empty). */
    pageMoved(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    acceptRequested(state, action: PayloadAction<string>) {
      state.busy.push(action.payload);
      state.actionFailed = null;
    },
    dismissRequested(state, action: PayloadAction<string>) {
      state.busy.push(action.payload);
      state.actionFailed = null;
    },
    accepted(state, action: PayloadAction<string>) {
      const item = state.items.find((each) => each.id === action.payload);
      if (item) item.isRead = true;
      state.busy = state.busy.filter((id) => id !== action.payload);
    },
    dismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((each) => each.id !== action.payload);
      state.busy = state.busy.filter((id) => id !== action.payload);
    },
    actionFailed(state, action: PayloadAction<string>) {
      state.busy = state.busy.filter((id) => id !== action.payload);
      state.actionFailed = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(matchesRequest.succeeded, (state, action) => {
      const { results, page, pageCount, loadedAt } = action.payload;
      state.items = results;
      state.page = page;
      state.pageCount = pageCount;
      state.loadedAt = loadedAt;
    });
    trackRequest(builder, matchesRequest, 'status');
  },
});

export const matchesActions = matchesSlice.actions;
export const selectMatches = (state: { matches: MatchesState }) => state.matches;
