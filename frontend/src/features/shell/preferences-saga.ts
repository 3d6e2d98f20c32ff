import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { ApiClient } from '../../app/api-client';
import { authActions, selectUser } from '../auth/auth-slice';
import { isUnauthorized } from '../auth/auth-saga';
import { preferencesActions } from './preferences-slice';

/** Saving updates the user (PUT /api/user {id, title, postalCode}) and refreshes the record. */
function* save(action: PayloadAction<{ title: string; postalCode: string }>) {
  const api: ApiClient = yield getContext('api');
  const user: User | null = yield select(selectUser);
  if (!user) return;
  try {
    yield call([api, api.put], '/api/user', { id: user.id, ...action.payload });
    const fresh: User = yield call([api, api.get], '/api/user/getuser');
    yield put(authActions.userLoaded(fresh));
    yield put(preferencesActions.saved());
  } catch (error) {
    if (isUnauthorized(error)) yield put(authActions.signedOut());
    yield put(preferencesActions.saveFailed());
  }
}

export function* preferencesSaga() {
  yield takeLatest(preferencesActions.saveRequested.type, save);
}
