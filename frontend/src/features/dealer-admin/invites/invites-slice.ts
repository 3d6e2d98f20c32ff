import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invite } from '@dtn/contracts/entities/invite';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { InviteStatus } from '@dtn/contracts/enums';
import type { SendInvite } from '@dtn/contracts/entities/invite';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

export const inviteStatuses: readonly InviteStatus[] = ['Pending', 'Accepted', 'Revoked'];

/**
 * The Invites tab of /dealeradmin (spec sections 4, 5 and 8): the status filters, the list (a
 * page of it, kept about 100 s), the send dialog and the two-step revoke (`confirming`: the
 * invite whose revoke button turned into confirm/cancel).
 */
export interface InvitesState {
  statuses: InviteStatus[];
  /** The page shown (1-based) and how many the list has (spec section 3, "Paged response"). */
  page: number;
  pageCount: number;
  invites: Invite[];
  status: RequestStatus;
  /** When the list was last loaded (ms), for the ~100 s cache; null: never. */
  loadedAt: number | null;
  /** The dealerships of the group: the dialog's choices and the names in the list. */
  dealerships: Dealership[];
  dialogOpen: boolean;
  send: RequestStatus;
  confirming: string | null;
  revoking: string | null;
}

const initialState: InvitesState = {
  statuses: [...inviteStatuses],
  page: 1,
  pageCount: 0,
  invites: [],
  status: idle,
  loadedAt: null,
  dealerships: [],
  dialogOpen: false,
  send: idle,
  confirming: null,
  revoking: null,
};

export const invitesRequest = requestActions<{ invites: Invite[]; pageCount: number; at: number }>('dealerAdminInvites/list');
export const sendRequest = requestActions<void>('dealerAdminInvites/send');

export const invitesSlice = createSlice({
  name: 'dealerAdminInvites',
  initialState,
  reducers: {
    /** The tab is shown: load unless the list is fresh (spec section 7: cached about 100 s). */
    opened() {},
    statusToggled(state, action: PayloadAction<{ status: InviteStatus; on: boolean }>) {
      const { status, on } = action.payload;
      state.statuses = inviteStatuses.filter((each) => (each === status ? on : state.statuses.includes(each)));
      state.page = 1;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    /** About 2 s after a send or a revoke (spec section 4). */
    refreshDue() {},
    dealershipsLoaded(state, action: PayloadAction<Dealership[]>) {
      state.dealerships = action.payload;
    },
    dialogOpened(state) {
      state.dialogOpen = true;
      state.send = idle;
    },
    dialogClosed(state) {
      state.dialogOpen = false;
    },
    sendRequested(_state, _action: PayloadAction<SendInvite>) {},
    revokeClicked(state, action: PayloadAction<string>) {
      state.confirming = action.payload;
    },
    revokeCancelled(state) {
      state.confirming = null;
    },
    revokeConfirmed(state, action: PayloadAction<string>) {
      state.revoking = action.payload;
    },
    revoked(state, action: PayloadAction<string>) {
      const invite = state.invites.find((each) => each.id === action.payload);
      if (invite) invite.status = 'Revoked';
      state.confirming = null;
      state.revoking = null;
    },
    /** Spec section 8: a failed revoke just clears the confirm state. */
    revokeFailed(state) {
      state.confirming = null;
      state.revoking = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(invitesRequest.succeeded, (state, action) => {
      state.invites = action.payload.invites;
      state.pageCount = action.payload.pageCount;
      state.loadedAt = action.payload.at;
    });
    builder.addCase(sendRequest.succeeded, (state) => {
      state.dialogOpen = false;
    });
    trackRequest(builder, invitesRequest, 'status');
    trackRequest(builder, sendRequest, 'send', { submission: true });
  },
});

export const invitesActions = invitesSlice.actions;
export const selectInvites = (state: { dealerAdminInvites: InvitesState }) => state.dealerAdminInvites;
