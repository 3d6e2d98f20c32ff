import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The preferences page's save (PUT /api/user, then the user record is refreshed). */
export interface PreferencesState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
}

const initialState: PreferencesState = { status: 'idle' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    saveRequested(state, _action: PayloadAction<{ title: string; postalCode: string }>) {
      state.status = 'saving';
    },
    saved(state) {
      state.status = 'saved';
    },
    saveFailed(state) {
      state.status = 'failed';
    },
    editStarted(state) {
      state.status = 'idle';
    },
  },
});

export const preferencesActions = preferencesSlice.actions;
export const selectPreferences = (state: { preferences: PreferencesState }) => state.preferences;
