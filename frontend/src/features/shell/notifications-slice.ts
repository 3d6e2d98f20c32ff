import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Paged } from '@dtn/contracts/paging';
import { sessionActions } from '../../shared/session/session-slice';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The bell's notification drawer (spec section 2): unread notifications, dismissable. */
export interface NotificationsState {
  open: boolean;
  items: Notification[];
  status: RequestStatus;
}

const initialState: NotificationsState = { open: false, items: [], status: idle };

export const notificationsRequest = requestActions<Paged<Notification>>('notifications/list');

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    drawerOpened(state) {
      state.open = true;
      // Each opening shows the spinner until the list is fresh (not the cards of last time).
      state.status = loading;
    },
    drawerClosed(state) {
      state.open = false;
    },
    dismissRequested(_state, _action: PayloadAction<{ id: string }>) {},
    dismissed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.signedOut, () => initialState);
    builder.addCase(notificationsRequest.succeeded, (state, action) => {
      state.items = action.payload.results;
    });
    trackRequest(builder, notificationsRequest, 'status');
  },
});

export const notificationsActions = notificationsSlice.actions;
export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications;
