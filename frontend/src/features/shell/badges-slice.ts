import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../../shared/session/session-slice';

/** Counts of the side navigation badges and the bell (spec section 2, polled per section 9). */
export interface BadgesState {
  myOffers: number;
  incomingOffers: number;
  vehicleMatches: number;
  unreadNotifications: number;
}

export type BadgeName = keyof BadgesState;

const initialState: BadgesState = { myOffers: 0, incomingOffers: 0, vehicleMatches: 0, unreadNotifications: 0 };

export const badgesSlice = createSlice({
  name: 'badges',
  initialState,
  reducers: {
    /** The chrome mounted: start polling the counts the user may see. */
    pollingStarted() {},
    /** The chrome unmounted: stop polling. */
    pollingStopped() {},
    countLoaded(state, action: PayloadAction<{ badge: BadgeName; count: number }>) {
      state[action.payload.badge] = action.payload.count;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.signedOut, () => initialState);
  },
});

export const badgesActions = badgesSlice.actions;
export const selectBadges = (state: { badges: BadgesState }) => state.badges;
