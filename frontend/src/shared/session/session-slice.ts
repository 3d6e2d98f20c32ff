import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { permissionsFor } from '@dtn/contracts/permissions';
import type { Permission } from '@dtn/contracts/permission';

/**
 * The session every feature reads: the bearer token, the signed-in user (GET /api/user/getuser,
 * refetched every 200 s by the auth feature's saga) and their dealerships. `signedOut` (the user's
 * choice, or any 401) resets it; slices that hold a user's data reset on it too.
 */
export interface SessionState {
  token: string | null;
  user: User | null;
  dealerships: Dealership[];
  /** 'checking' while the first user record loads after a token is known; 'identity': the token
   * is valid but no user has its identity yet (an invitee before accepting: calls carry the token). */
  status: 'signedOut' | 'checking' | 'signedIn' | 'identity';
  error: string | null;
}

export const initialSessionState: SessionState = { token: null, user: null, dealerships: [], status: 'signedOut', error: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.status = 'checking';
      state.error = null;
    },
    /** A fresh access token for the same sign-in (OIDC refresh): calls carry it from now on. */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.token) state.token = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    dealershipsLoaded(state, action: PayloadAction<Dealership[]>) {
      state.dealerships = action.payload;
    },
    /** The user record answered 403: a signed-in identity that is no user (yet). */
    identityWithoutUser(state) {
      state.user = null;
      state.status = 'identity';
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    /** Sign out, or a 401 from any call: back to the sign-in page. */
    signedOut() {
      return initialSessionState;
    },
    /** The user chose to sign out (the menu): signed out here, and with OIDC at the issuer too,
     * so the next sign-in asks for the password again (the auth feature's saga). */
    signOutRequested() {},
  },
});

export const sessionActions = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectToken = (state: WithSession) => state.session.token;
export const selectUserDealerships = (state: WithSession) => state.session.dealerships;
const emptyPermissions: ReadonlySet<Permission> = new Set();
/** The signed-in user's permissions (spec section 6), empty when signed out. */
export const selectPermissions = createSelector([selectUser], (user): ReadonlySet<Permission> =>
  user ? permissionsFor(user) : emptyPermissions,
);
