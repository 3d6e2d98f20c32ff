import { put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../shared/api/api-saga';
import { sessionActions } from '../../../shared/session/session-slice';
import { responseHoursActions, responseHoursRequest } from './response-hours-slice';

/** Saving sets the group's hours (setResponseHours) and refreshes the user, whose dealer group
 * the field shows. */
function* save({ payload: { dealerGroupId, hours } }: PayloadAction<{ dealerGroupId: string; hours: number }>) {
  yield put(responseHoursRequest.started());
  const saved = yield* callApi('setResponseHours', { params: { id: dealerGroupId }, body: { hours } });
  const fresh = saved.ok ? yield* callApi('getUser') : saved;
  if (!fresh.ok) {
    yield put(responseHoursRequest.failed(fresh.problem));
    return;
  }
  yield put(sessionActions.userLoaded(fresh.value));
  yield put(responseHoursRequest.succeeded());
}

export function* responseHoursSaga() {
  yield takeLatest(responseHoursActions.saveRequested.type, save);
}
