import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Paged } from '@dtn/contracts/paging';
import { notificationsPageSize } from '@dtn/contracts/constants';
import type { ApiClient } from '../../app/api-client';
import { authActions } from '../auth/auth-slice';
import { isUnauthorized } from '../auth/auth-saga';
import { badgesActions } from './badges-slice';
import { notificationsActions } from './notifications-slice';

function* loadDrawer() {
  const api: ApiClient = yield getContext('api');
  try {
    const page: Paged<Notification> = yield call([api, api.get], '/api/notification/list', {
      page: 1,
      pageSize: notificationsPageSize,
    });
    yield put(notificationsActions.loaded(page.results));
  } catch (error) {
    if (isUnauthorized(error)) yield put(authActions.signedOut());
    yield put(notificationsActions.loadFailed());
  }
}

/** Dismiss removes the card; the counts refresh so the bell and badges follow (spec section 4). */
function* dismiss(action: PayloadAction<{ id: string }>) {
  const api: ApiClient = yield getContext('api');
  try {
    yield call([api, api.put], `/api/notification/dismiss/${action.payload.id}`);
    yield put(notificationsActions.dismissed(action.payload));
    yield put(badgesActions.refreshRequested());
  } catch (error) {
    if (isUnauthorized(error)) yield put(authActions.signedOut());
  }
}

export function* notificationsSaga() {
  yield takeLatest(notificationsActions.drawerOpened.type, loadDrawer);
  yield takeEvery(notificationsActions.dismissRequested.type, dismiss);
}
