import { all, call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { currentUserRefetchMs } from '@dtn/contracts/constants';
import type { ApiClient } from '../../shared/api/api-client';
import { apiFromContext, callApi } from '../../shared/api/api-saga';
import { selectSession, sessionActions, type SessionState } from '../../shared/session/session-slice';
import { selectSignIn, signInActions, type AuthConfig, type DevUser, type SignInState } from './sign-in-slice';
import { tokenStorage } from './token-storage';
import { completeOidcSignIn, renewLeadSeconds, renewOidcToken, startOidcSignIn, startOidcSignOut } from './oidc';

/**
 * The session's lifecycle: a token (from the dev provider, the OIDC callback or sessionStorage)
 * asks whom it speaks for (signedInIdentity: the user, or none yet for an invitee, both a 200),
 * then the user is refetched every 200 s (getUser) and the user's dealerships loaded once. Any
 * 401 signs out (callApi); signing out forgets the token.
 */

/** Loads the signed-in user into the session again (roles and authorities change). */
function* loadUser() {
  const answer = yield* callApi('getUser');
  if (answer.ok) yield put(sessionActions.userLoaded(answer.value));
}

function* loadDealerships() {
  const answer = yield* callApi('userDealerships');
  if (answer.ok) yield put(sessionActions.dealershipsLoaded(answer.value));
}

function* refetchUserEvery200s() {
  for (;;) {
    yield delay(currentUserRefetchMs);
    yield* loadUser();
  }
}

/**
 * With OIDC, the access token lives 15 minutes: renew it (refresh-token grant) a minute before it
 * expires, for as long as the tab stays signed in. A renewal that fails leaves the token to expire,
 * and the next 401 signs out.
 */
function* renewOidcTokens() {
  const config: AuthConfig | null = yield call(currentConfig);
  if (config?.mode !== 'oidc') return;
  for (;;) {
    let renewed: { token: string; expiresIn: number } | null;
    try {
      renewed = yield call(renewOidcToken, config.authority, config.clientId);
    } catch {
      return;
    }
    if (!renewed) return;
    tokenStorage.save(renewed.token);
    yield put(sessionActions.tokenRenewed(renewed.token));
    yield delay(Math.max(renewed.expiresIn - renewLeadSeconds, 5) * 1000);
  }
}

/** While signed in: dealerships once, the user on an interval, OIDC tokens renewed; stops at sign-out. */
function* signedIn() {
  yield race({
    run: all([call(loadDealerships), call(refetchUserEvery200s), call(renewOidcTokens)]),
    out: take(sessionActions.signedOut.type),
  });
}

function* session(action: PayloadAction<string>) {
  tokenStorage.save(action.payload);
  // Not getUser: its answer to a token without a user is a 403, which the browser logs as an error
  // on an invitee's first sign-in, before there is any user to load.
  const answer = yield* callApi('signedInIdentity');
  if (!answer.ok) {
    yield put(sessionActions.signInFailed(answer.problem.detail));
    yield put(sessionActions.signedOut());
    return;
  }
  // No user: a valid identity such as an invitee, who keeps the token to accept (/invite/accept).
  if (answer.value.user === null) {
    yield put(sessionActions.identityWithoutUser());
    return;
  }
  yield put(sessionActions.userLoaded(answer.value.user));
  yield call(signedIn);
}

// The sign-in endpoints belong to the platform's identity provider, not to the route catalogue,
// hence api.request rather than api.call.
function* loadConfig() {
  const api: ApiClient = yield* apiFromContext();
  try {
    const config: AuthConfig = yield call([api, 'request'], 'GET', '/auth/config');
    const devUsers: DevUser[] = config.mode === 'dev' ? yield call([api, 'request'], 'GET', '/auth/dev/users') : [];
    yield put(signInActions.configLoaded({ config, devUsers }));
    return config;
  } catch {
    yield put(signInActions.failed());
    return null;
  }
}

function* currentConfig() {
  const { config }: SignInState = yield select(selectSignIn);
  if (config) return config;
  const loaded: AuthConfig | null = yield call(loadConfig);
  return loaded;
}

function* devSignIn(action: PayloadAction<{ email: string }>) {
  const api: ApiClient = yield* apiFromContext();
  try {
    const answer: { access_token: string } = yield call([api, 'request'], 'POST', '/auth/dev/token', {
      body: { email: action.payload.email },
    });
    yield put(sessionActions.tokenReceived(answer.access_token));
  } catch {
    yield put(signInActions.failed());
  }
}

function* oidcSignIn(action: PayloadAction<{ target: string }>) {
  const config: AuthConfig | null = yield call(currentConfig);
  if (config?.mode !== 'oidc') return;
  tokenStorage.saveTarget(action.payload.target);
  try {
    yield call(startOidcSignIn, config.authority, config.clientId);
  } catch {
    yield put(signInActions.failed());
  }
}

function* oidcCallback() {
  const config: AuthConfig | null = yield call(currentConfig);
  if (config?.mode !== 'oidc') return;
  try {
    const token: string = yield call(completeOidcSignIn, config.authority, config.clientId);
    yield put(sessionActions.tokenReceived(token));
  } catch {
    yield put(signInActions.failed());
  }
}

/** The user's own sign-out: forget the session here, then (OIDC) at the issuer as well. */
function* signOut() {
  const config: AuthConfig | null = yield call(currentConfig);
  yield put(sessionActions.signedOut());
  if (config?.mode !== 'oidc') return;
  try {
    yield call(startOidcSignOut, config.authority, config.clientId);
  } catch {
    // The issuer cannot be reached: signed out here all the same.
  }
}

export function* authSaga() {
  yield takeLatest(sessionActions.tokenReceived.type, session);
  yield takeEvery(sessionActions.signedOut.type, () => tokenStorage.clear());
  yield takeLeading(sessionActions.signOutRequested.type, signOut);
  yield takeLatest(signInActions.pageOpened.type, loadConfig);
  yield takeLatest(signInActions.devSignInRequested.type, devSignIn);
  yield takeLatest(signInActions.oidcSignInRequested.type, oidcSignIn);
  // Leading: the code can be exchanged once (StrictMode mounts the callback page twice).
  yield takeLeading(signInActions.oidcCallbackReached.type, oidcCallback);

  // Resume: a store built already signed in (tests, hot reload) or a token kept for the session.
  const current: SessionState = yield select(selectSession);
  if (current.status === 'signedIn') yield fork(signedIn);
  else {
    const token = current.token ?? tokenStorage.load();
    if (token) yield put(sessionActions.tokenReceived(token));
  }
}
