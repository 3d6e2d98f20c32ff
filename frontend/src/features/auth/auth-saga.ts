import { all, call, delay, fork, getContext, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { currentUserRefetchMs } from '@dtn/contracts/constants';
import { ApiError, type ApiClient } from '../../app/api-client';
import { authActions, selectAuth, type AuthState } from './auth-slice';
import { selectSignIn, signInActions, type AuthConfig, type DevUser, type SignInState } from './sign-in-slice';
import { tokenStorage } from './token-storage';
import { completeOidcSignIn, startOidcSignIn } from './oidc';

/**
 * The session: a token (from the dev provider, the OIDC callback or sessionStorage) loads the user
 * (GET /api/user/getuser), refetched every 200 s, and the user's dealerships once. Any 401 signs
 * out; signing out forgets the token.
 */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

function* loadUser() {
  const api: ApiClient = yield getContext('api');
  const user: User = yield call([api, api.get], '/api/user/getuser');
  yield put(authActions.userLoaded(user));
}

function* loadDealerships() {
  const api: ApiClient = yield getContext('api');
  try {
    const dealerships: Dealership[] = yield call([api, api.get], '/api/dealership/userdealerships');
    yield put(authActions.dealershipsLoaded(dealerships));
  } catch (error) {
    if (isUnauthorized(error)) yield put(authActions.signedOut());
  }
}

function* refetchUserEvery200s() {
  for (;;) {
    yield delay(currentUserRefetchMs);
    try {
      yield call(loadUser);
    } catch (error) {
      if (isUnauthorized(error)) yield put(authActions.signedOut());
    }
  }
}

/** While signed in: dealerships once, the user on an interval; stops at sign-out. */
function* signedIn() {
  yield race({ run: all([call(loadDealerships), call(refetchUserEvery200s)]), out: take(authActions.signedOut.type) });
}

function* session(action: PayloadAction<string>) {
  tokenStorage.save(action.payload);
  try {
    yield call(loadUser);
  } catch (error) {
    yield put(authActions.signInFailed(error instanceof Error ? error.message : String(error)));
    yield put(authActions.signedOut());
    return;
  }
  yield call(signedIn);
}

function* loadConfig() {
  const api: ApiClient = yield getContext('api');
  try {
    const config: AuthConfig = yield call([api, api.get], '/auth/config');
    const devUsers: DevUser[] = config.mode === 'dev' ? yield call([api, api.get], '/auth/dev/users') : [];
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
  const api: ApiClient = yield getContext('api');
  try {
    const answer: { access_token: string } = yield call([api, api.post], '/auth/dev/token', { email: action.payload.email });
    yield put(authActions.tokenReceived(answer.access_token));
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
    yield put(authActions.tokenReceived(token));
  } catch {
    yield put(signInActions.failed());
  }
}

export function* authSaga() {
  yield takeLatest(authActions.tokenReceived.type, session);
  yield takeEvery(authActions.signedOut.type, () => tokenStorage.clear());
  yield takeLatest(signInActions.pageOpened.type, loadConfig);
  yield takeLatest(signInActions.devSignInRequested.type, devSignIn);
  yield takeLatest(signInActions.oidcSignInRequested.type, oidcSignIn);
  // Leading: the code can be exchanged once (StrictMode mounts the callback page twice).
  yield takeLeading(signInActions.oidcCallbackReached.type, oidcCallback);

  // Resume: a store built already signed in (tests, hot reload) or a token kept for the session.
  const auth: AuthState = yield select(selectAuth);
  if (auth.status === 'signedIn') yield fork(signedIn);
  else {
    const token = auth.token ?? tokenStorage.load();
    if (token) yield put(authActions.tokenReceived(token));
  }
}
