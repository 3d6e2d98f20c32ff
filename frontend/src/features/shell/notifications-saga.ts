import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { notificationsPageSize } from '@dtn/contracts/constants';
import { callApi, runRequest } from '../../shared/api/api-saga';
import { dataChanged, dataChangedOn } from '../../shared/data-changed';
import { notificationsActions, notificationsRequest, selectNotifications, type NotificationsState } from './notifications-slice';

function* loadDrawer() {
  yield* runRequest(notificationsRequest, 'notificationList', { query: { page: 1, pageSize: notificationsPageSize } });
}

/** Dismiss removes the card; the counts refresh so the bell and badges follow (spec section 4). */
function* dismiss(action: PayloadAction<{ id: string }>) {
  const answer = yield* callApi('dismissNotification', { params: { id: action.payload.id } });
  if (!answer.ok) return;
  yield put(notificationsActions.dismissed(action.payload));
  yield put(dataChanged({ topics: ['notifications'] }));
}

/** The open drawer follows changes (a new notification pushed by the live stream, a dismissal in
 * another tab), without the spinner of an opening: the cards stay until the fresh list replaces them. */
function* reloadOpenDrawer() {
  const { open }: NotificationsState = yield select(selectNotifications);
  if (open) yield* loadDrawer();
}

export function* notificationsSaga() {
  yield takeLatest(notificationsActions.drawerOpened.type, loadDrawer);
  yield takeLatest(dataChangedOn('notifications'), reloadOpenDrawer);
  yield takeEvery(notificationsActions.dismissRequested.type, dismiss);
}
