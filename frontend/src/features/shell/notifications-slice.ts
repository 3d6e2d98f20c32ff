import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@dtn/contracts/entities/notification';

/** The bell's notification drawer (spec section 2): unread notifications, dismissable. */
export interface NotificationsState {
  open: boolean;
  items: Notification[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: NotificationsState = { open: false, items: [], status: 'idle' };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    drawerOpened(state) {
      state.open = true;
      state.status = 'loading';
    },
    drawerClosed(state) {
      state.open = false;
    },
    loaded(state, action: PayloadAction<Notification[]>) {
      state.items = action.payload;
      state.status = 'loaded';
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    dismissRequested(_state, _action: PayloadAction<{ id: string }>) {},
    dismissed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase('auth/signedOut', () => initialState);
  },
});

export const notificationsActions = notificationsSlice.actions;
export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications;
