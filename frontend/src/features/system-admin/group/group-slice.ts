import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { SendInvite } from '@dtn/contracts/entities/invite';
import type { AddDealershipBody, EditDealershipBody } from '@dtn/contracts/routes/admin-commands';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

export type GroupDialog = { kind: 'add' } | { kind: 'edit'; dealershipId: string } | { kind: 'invite' } | null;

/**
 * /systemadmin/dealergroup/{id}: the group with its dealerships, the open dialog (add or edit a
 * dealership, invite the dealer principal) and its submission, and the two-step delete.
 */
export interface GroupState {
  groupId: string | null;
  group: DealerGroup | null;
  status: RequestStatus;
  dialog: GroupDialog;
  save: RequestStatus;
  confirmingDelete: string | null;
  deleteProblem: ApiProblem | null;
  /** The email of the principal just invited (a confirmation shows). */
  invited: string | null;
}

const initialState: GroupState = {
  groupId: null,
  group: null,
  status: idle,
  dialog: null,
  save: idle,
  confirmingDelete: null,
  deleteProblem: null,
  invited: null,
};

export const groupRequest = requestActions<DealerGroup>('dealerGroup/load');
export const saveRequest = requestActions<void>('dealerGroup/save');

export const groupSlice = createSlice({
  name: 'dealerGroup',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<string>) {
      if (state.groupId !== action.payload) Object.assign(state, initialState, { groupId: action.payload, status: loading });
      state.dialog = null;
      state.invited = null;
    },
    dialogOpened(state, action: PayloadAction<Exclude<GroupDialog, null>>) {
      state.dialog = action.payload;
      state.save = idle;
      state.invited = null;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
    dealershipAdded(_state, _action: PayloadAction<AddDealershipBody>) {},
    dealershipEdited(_state, _action: PayloadAction<EditDealershipBody>) {},
    principalInvited(_state, _action: PayloadAction<SendInvite>) {},
    inviteSent(state, action: PayloadAction<string>) {
      state.invited = action.payload;
    },
    noticeDismissed(state) {
      state.invited = null;
    },
    deleteClicked(state, action: PayloadAction<string>) {
      state.confirmingDelete = action.payload;
      state.deleteProblem = null;
    },
    deleteCancelled(state) {
      state.confirmingDelete = null;
    },
    deleteConfirmed(_state, _action: PayloadAction<string>) {},
    deleteFinished(state, action: PayloadAction<ApiProblem | null>) {
      state.confirmingDelete = null;
      state.deleteProblem = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(groupRequest.succeeded, (state, action) => {
      state.group = action.payload;
    });
    builder.addCase(saveRequest.succeeded, (state) => {
      state.dialog = null;
    });
    trackRequest(builder, groupRequest, 'status');
    trackRequest(builder, saveRequest, 'save', { submission: true });
  },
});

export const groupActions = groupSlice.actions;
export const selectGroup = (state: { dealerGroup: GroupState }) => state.dealerGroup;
