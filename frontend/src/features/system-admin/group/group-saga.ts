import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SendInvite } from '@dtn/contracts/entities/invite';
import type { AddDealershipBody, EditDealershipBody } from '@dtn/contracts/routes/admin-commands';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import { groupActions as actions, groupRequest, saveRequest, selectGroup, type GroupState } from './group-slice';

function* reload() {
  const { groupId }: GroupState = yield select(selectGroup);
  if (groupId) yield* runRequest(groupRequest, 'dealerGroupById', { params: { id: groupId } });
}

/** A dialog's command: on success the dialog closes and the group (with its dealerships) reloads. */
function* submitted(answer: ApiResult<unknown>) {
  if (!answer.ok) {
    yield put(saveRequest.failed(answer.problem));
    return;
  }
  yield put(saveRequest.succeeded());
  yield call(reload);
}

function* addDealership({ payload }: PayloadAction<AddDealershipBody>) {
  yield put(saveRequest.started());
  // Section 7: a new dealership is sent with id 0, active, country US.
  yield* submitted(yield* callApi('addDealership', { body: { ...payload, id: 0, active: true, country: 'US' } }));
}

function* editDealership({ payload }: PayloadAction<EditDealershipBody>) {
  yield put(saveRequest.started());
  yield* submitted(yield* callApi('editDealership', { body: payload }));
}

function* invitePrincipal({ payload }: PayloadAction<SendInvite>) {
  yield put(saveRequest.started());
  const answer = yield* callApi('sendInvite', { body: payload });
  if (!answer.ok) {
    yield put(saveRequest.failed(answer.problem));
    return;
  }
  yield put(saveRequest.succeeded());
  yield put(actions.inviteSent(payload.emailAddress));
}

function* deleteDealership({ payload: id }: PayloadAction<string>) {
  const answer = yield* callApi('deleteDealership', { params: { id } });
  yield put(actions.deleteFinished(answer.ok ? null : answer.problem));
  if (answer.ok) yield call(reload);
}

export function* groupSaga() {
  yield takeLatest(actions.opened.type, reload);
  yield takeLatest(actions.dealershipAdded.type, addDealership);
  yield takeLatest(actions.dealershipEdited.type, editDealership);
  yield takeLatest(actions.principalInvited.type, invitePrincipal);
  yield takeEvery(actions.deleteConfirmed.type, deleteDealership);
}
