import { put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import { callApi } from '../../shared/api/api-saga';
import { selectUser, sessionActions } from '../../shared/session/session-slice';
import type { NotificationType } from '@dtn/contracts/enums';
import { emailsSaveRequest, preferencesActions, saveRequest } from './preferences-slice';

/** Saving updates the user (updateUserProfile {id, title, postalCode}) and refreshes the record. */
function* save(action: PayloadAction<{ title: string; postalCode: string }>) {
  const user: User | null = yield select(selectUser);
  if (!user) return;
  yield put(saveRequest.started());
  const saved = yield* callApi('updateUserProfile', { body: { id: user.id, ...action.payload } });
  const fresh = saved.ok ? yield* callApi('getUser') : saved;
  if (!fresh.ok) {
    yield put(saveRequest.failed(fresh.problem));
    return;
  }
  yield put(sessionActions.userLoaded(fresh.value));
  yield put(saveRequest.succeeded());
}

/** Saving the emails sends the full set switched off (setNotificationEmails {off}) and refreshes
 * the record, whose notificationEmailsOff the switches show. */
function* saveEmails(action: PayloadAction<NotificationType[]>) {
  yield put(emailsSaveRequest.started());
  const saved = yield* callApi('setNotificationEmails', { body: { off: action.payload } });
  const fresh = saved.ok ? yield* callApi('getUser') : saved;
  if (!fresh.ok) {
    yield put(emailsSaveRequest.failed(fresh.problem));
    return;
  }
  yield put(sessionActions.userLoaded(fresh.value));
  yield put(emailsSaveRequest.succeeded());
}

export function* preferencesSaga() {
  yield takeLatest(preferencesActions.saveRequested.type, save);
  yield takeLatest(preferencesActions.emailsSaveRequested.type, saveEmails);
}
