import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import type { SendInvite } from '@dtn/contracts/entities/invite';
import { inviteListPageSize, inviteListStaleMs, inviteRefreshDelayMs } from '@dtn/contracts/constants';
import { callApi } from '../../../shared/api/api-saga';
import { selectUser } from '../../../shared/session/session-slice';
import { invitesActions as actions, invitesRequest, selectInvites, sendRequest, type InvitesState } from './invites-slice';

const now = () => Date.now();

const nothing = { ok: true as const, value: { page: 1, pageCount: 0, totalCount: 0, results: [] } };

function* loadInvites() {
  const { statuses, page }: InvitesState = yield select(selectInvites);
  yield put(invitesRequest.started());
  // Every box unticked: nothing can match (the server would read no filter as every status).
  const answer =
    statuses.length === 0 ? nothing : yield* callApi('listInvites', { query: { status: statuses, page, pageSize: inviteListPageSize } });
  if (!answer.ok) {
    yield put(invitesRequest.failed(answer.problem));
    return;
  }
  const at: number = yield call(now);
  yield put(invitesRequest.succeeded({ invites: answer.value.results, pageCount: answer.value.pageCount, at }));
}

function* loadDealerships() {
  const user: User | null = yield select(selectUser);
  if (!user?.dealerGroupId) return;
  const answer = yield* callApi('dealershipsOfGroup', { params: { id: user.dealerGroupId } });
  if (answer.ok) yield put(actions.dealershipsLoaded(answer.value.filter((dealership) => dealership.active)));
}

function* opened() {
  const { loadedAt, dealerships }: InvitesState = yield select(selectInvites);
  const at: number = yield call(now);
  if (dealerships.length === 0) yield call(loadDealerships);
  if (loadedAt === null || at - loadedAt > inviteListStaleMs) yield call(loadInvites);
}

/** Spec section 4: the list refreshes about 2 s after a send or a revoke. */
function* refreshSoon() {
  yield delay(inviteRefreshDelayMs);
  yield put(actions.refreshDue());
}

function* send({ payload }: PayloadAction<SendInvite>) {
  yield put(sendRequest.started());
  const answer = yield* callApi('sendInvite', { body: payload });
  if (!answer.ok) {
    yield put(sendRequest.failed(answer.problem));
    return;
  }
  yield put(sendRequest.succeeded());
  yield call(refreshSoon);
}

function* revoke({ payload: inviteId }: PayloadAction<string>) {
  const answer = yield* callApi('revokeInvite', { query: { inviteId } });
  if (!answer.ok) {
    yield put(actions.revokeFailed());
    return;
  }
  yield put(actions.revoked(inviteId));
  yield call(refreshSoon);
}

export function* invitesSaga() {
  yield takeLatest(actions.opened.type, opened);
  yield takeLatest([actions.statusToggled.type, actions.pageChosen.type, actions.refreshDue.type], loadInvites);
  yield takeLatest(actions.sendRequested.type, send);
  yield takeEvery(actions.revokeConfirmed.type, revoke);
}
