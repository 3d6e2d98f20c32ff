import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@dtn/contracts/enums';

/** GET /auth/config: the embedded dev provider, or an OIDC issuer with the browser's client id. */
export type AuthConfig = { mode: 'dev' } | { mode: 'oidc'; authority: string; clientId: string };

/** One entry of GET /auth/dev/users. */
export interface DevUser {
  email: string;
  name: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroup: { id: string; organizationName: string; shortName: string } | null;
}

export interface SignInState {
  config: AuthConfig | null;
  devUsers: DevUser[];
  status: 'idle' | 'loading' | 'ready' | 'signingIn' | 'failed';
}

const initialState: SignInState = { config: null, devUsers: [], status: 'idle' };

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    /** The sign-in page opened: load /auth/config (and the demo users in dev mode). */
    pageOpened(state) {
      state.status = 'loading';
    },
    configLoaded(state, action: PayloadAction<{ config: AuthConfig; devUsers: DevUser[] }>) {
      state.config = action.payload.config;
      state.devUsers = action.payload.devUsers;
      state.status = 'ready';
    },
    devSignInRequested(state, _action: PayloadAction<{ email: string }>) {
      state.status = 'signingIn';
    },
    /** Start the authorization-code flow; `target` is where to land afterwards. */
    oidcSignInRequested(state, _action: PayloadAction<{ target: string }>) {
      state.status = 'signingIn';
    },
    /** The issuer redirected back to /signin/callback with a code. */
    oidcCallbackReached(state) {
      state.status = 'signingIn';
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const signInActions = signInSlice.actions;
export const selectSignIn = (state: { signIn: SignInState }) => state.signIn;
