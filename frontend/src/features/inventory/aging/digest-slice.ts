import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Notification } from '@dtn/contracts/entities/notification';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * /agingdigest/{notificationId}: one aging digest (an AgingDigest notification with its vehicles,
 * as they stood when it was made) and each vehicle as it is now (price, spotlight, Buy Now, sold),
 * which the exits act on. A vehicle no longer readable is absent from `items`.
 */
export interface DigestState {
  notificationId: string | null;
  notification: Notification | null;
  items: Record<string, InventoryItem>;
  status: RequestStatus;
}

const initialState: DigestState = { notificationId: null, notification: null, items: {}, status: idle };

export const digestRequest = requestActions<Notification>('agingDigest/notification');

export const digestSlice = createSlice({
  name: 'agingDigest',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ notificationId: string }>) {
      if (state.notificationId !== action.payload.notificationId) return { ...initialState, ...action.payload };
      return state;
    },
    closed() {
      return initialState;
    },
    itemsLoaded(state, action: PayloadAction<InventoryItem[]>) {
      state.items = Object.fromEntries(action.payload.map((item) => [item.id, item]));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(digestRequest.succeeded, (state, action) => {
      state.notification = action.payload;
    });
    trackRequest(builder, digestRequest, 'status');
  },
});

export const digestActions = digestSlice.actions;

type WithDigest = { agingDigest: DigestState };
export const selectDigest = (state: WithDigest) => state.agingDigest;
