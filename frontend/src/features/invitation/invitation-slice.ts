import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The invitation acceptance page: the accept request, and whether it went through. */
export interface InvitationState {
  status: RequestStatus;
  accepted: boolean;
}

const initialState: InvitationState = { status: idle, accepted: false };

export const acceptRequest = requestActions<void>('invitation/accept');

export const invitationSlice = createSlice({
  name: 'invitation',
  initialState,
  reducers: {
    /** `payload`: the token of the invitation link. */
    acceptRequested(_state, _action: PayloadAction<string>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(acceptRequest.started, (state) => {
      state.accepted = false;
    });
    builder.addCase(acceptRequest.succeeded, (state) => {
      state.accepted = true;
    });
    trackRequest(builder, acceptRequest, 'status', { submission: true });
  },
});

export const invitationActions = invitationSlice.actions;
export const selectInvitation = (state: { invitation: InvitationState }) => state.invitation;
