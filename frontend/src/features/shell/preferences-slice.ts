import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationType } from '@dtn/contracts/enums';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The preferences page's saves (updateUserProfile, or setNotificationEmails; then the user
 * record is refreshed). */
export interface PreferencesState {
  /** The profile's save: loading while it is sent, succeeded once the user record is fresh. */
  status: RequestStatus;
  /** The emails' save, likewise. */
  emailsStatus: RequestStatus;
}

const initialState: PreferencesState = { status: idle, emailsStatus: idle };

export const saveRequest = requestActions<void>('preferences/save');
export const emailsSaveRequest = requestActions<void>('preferences/emails-save');

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    saveRequested(_state, _action: PayloadAction<{ title: string; postalCode: string }>) {},
    editStarted(state) {
      state.status = idle;
    },
    /** The full set of types to get no email for. */
    emailsSaveRequested(_state, _action: PayloadAction<NotificationType[]>) {},
    emailsEdited(state) {
      state.emailsStatus = idle;
    },
  },
  extraReducers: (builder) => {
    trackRequest(builder, saveRequest, 'status', { submission: true });
    trackRequest(builder, emailsSaveRequest, 'emailsStatus', { submission: true });
  },
});

export const preferencesActions = preferencesSlice.actions;
export const selectPreferences = (state: { preferences: PreferencesState }) => state.preferences;
