import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { Role } from '@dtn/contracts/enums';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** What the edit form saves: the role and authorities, and the user's full set of dealerships. */
export interface UserDraft {
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealershipIds: string[];
}

/** A rule broken before anything is sent (spec section 5), as a code the page maps to its key. */
export type UserEditError = 'NoDealerships';

/**
 * /dealeradmin/user/{userId} (spec section 4, user edit): view, then edit, then save or cancel.
 * `assigned`: the user's dealerships; `choices`: every dealership of the user's group.
 */
export interface UserDetailState {
  userId: string | null;
  user: User | null;
  assigned: Dealership[];
  choices: Dealership[];
  status: RequestStatus;
  mode: 'view' | 'edit';
  save: RequestStatus;
  error: UserEditError | null;
}

const initialState: UserDetailState = {
  userId: null,
  user: null,
  assigned: [],
  choices: [],
  status: idle,
  mode: 'view',
  save: idle,
  error: null,
};

export interface UserDetail {
  user: User;
  assigned: Dealership[];
  choices: Dealership[];
}

export const userRequest = requestActions<UserDetail>('dealerAdminUser/load');
export const saveRequest = requestActions<void>('dealerAdminUser/save');

export const userSlice = createSlice({
  name: 'dealerAdminUser',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<string>) {
      if (state.userId !== action.payload) {
        Object.assign(state, initialState, { userId: action.payload, status: loading });
      }
      state.mode = 'view';
      state.error = null;
    },
    editStarted(state) {
      state.mode = 'edit';
      state.error = null;
      state.save = idle;
    },
    /** Cancel: back to view; the form resets to the user's values when edit starts again. */
    editCancelled(state) {
      state.mode = 'view';
      state.error = null;
    },
    saveRequested(_state, _action: PayloadAction<UserDraft>) {},
    saveRejected(state, action: PayloadAction<UserEditError>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userRequest.succeeded, (state, action) => {
      Object.assign(state, action.payload);
    });
    // Saved, or failed (only logged, spec section 4): either way the screen returns to view mode.
    builder.addCase(saveRequest.succeeded, (state) => {
      state.mode = 'view';
    });
    builder.addCase(saveRequest.failed, (state) => {
      state.mode = 'view';
    });
    trackRequest(builder, userRequest, 'status');
    trackRequest(builder, saveRequest, 'save', { submission: true });
  },
});

export const userActions = userSlice.actions;
export const selectUserDetail = (state: { dealerAdminUser: UserDetailState }) => state.dealerAdminUser;
