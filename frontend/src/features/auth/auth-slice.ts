import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { permissionsFor } from '@dtn/contracts/permissions';
import type { Permission } from '@dtn/contracts/permission';

/**
 * The session: the bearer token (kept in sessionStorage by the auth saga), the signed-in user
 * (GET /api/user/getuser, refetched every 200 s) and their dealerships.
 */
export interface AuthState {
  token: string | null;
  user: User | null;
  dealerships: Dealership[];
  /** 'checking' while the first user record loads after a token is known. */
  status: 'signedOut' | 'checking' | 'signedIn';
  error: string | null;
}

export const initialAuthState: AuthState = { token: null, user: null, dealerships: [], status: 'signedOut', error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.status = 'checking';
      state.error = null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    dealershipsLoaded(state, action: PayloadAction<Dealership[]>) {
      state.dealerships = action.payload;
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    /** Sign out, or a 401 from any call: back to the sign-in page. */
    signedOut() {
      return initialAuthState;
    },
  },
});

export const authActions = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectUserDealerships = (state: WithAuth) => state.auth.dealerships;
const emptyPermissions: ReadonlySet<Permission> = new Set();
/** The signed-in user's permissions (spec section 6), empty when signed out. */
export const selectPermissions = createSelector([selectUser], (user): ReadonlySet<Permission> =>
  user ? permissionsFor(user) : emptyPermissions,
);
