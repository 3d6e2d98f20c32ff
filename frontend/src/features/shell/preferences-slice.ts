import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The preferences page's save (updateUserProfile, then the user record is refreshed). */
export interface PreferencesState {
  /** The save: loading while it is sent, succeeded once the user record is fresh. */
  status: RequestStatus;
}

const initialState: PreferencesState = { status: idle };

export const saveRequest = requestActions<void>('preferences/save');

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    saveRequested(_state, _action: PayloadAction<{ title: string; postalCode: string }>) {},
    editStarted(state) {
      state.status = idle;
    },
  },
  extraReducers: (builder) => {
    trackRequest(builder, saveRequest, 'status', { submission: true });
  },
});

export const preferencesActions = preferencesSlice.actions;
export const selectPreferences = (state: { preferences: PreferencesState }) => state.preferences;
