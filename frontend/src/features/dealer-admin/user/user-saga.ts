import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../shared/api/api-saga';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { dataChanged } from '../../../shared/data-changed';
import { saveRequest, selectUserDetail, userActions as actions, userRequest, type UserDetailState, type UserDraft } from './user-slice';

function* loadUser(id: string) {
  yield put(userRequest.started());
  const user = yield* callApi('userByIdRoute', { params: { id } });
  if (!user.ok) {
    yield put(userRequest.failed(user.problem));
    return;
  }
  const assigned = yield* callApi('dealershipsByUser', { params: { id } });
  if (!assigned.ok) {
    yield put(userRequest.failed(assigned.problem));
    return;
  }
  const groupId = user.value.dealerGroupId;
  const choices = groupId ? yield* callApi('dealershipsOfGroup', { params: { id: groupId } }) : ({ ok: true, value: [] } as const);
  if (!choices.ok) {
    yield put(userRequest.failed(choices.problem));
    return;
  }
  // A deleted dealership stays in the read model as inactive: it is no longer a choice.
  const active = choices.value.filter((dealership) => dealership.active || assigned.value.some((each) => each.id === dealership.id));
  yield put(userRequest.succeeded({ user: user.value, assigned: assigned.value, choices: active }));
}

/** Spec section 4: a failed save is only logged, and the screen returns to view mode. */
function logSaveFailure(problem: ApiProblem) {
  console.error('Saving the user failed', problem);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

function* save({ payload: draft }: PayloadAction<UserDraft>) {
  // Section 5: at least one dealership must remain assigned, else NoDealerships and nothing is saved.
  if (draft.dealershipIds.length === 0) {
    yield put(actions.saveRejected('NoDealerships'));
    return;
  }
  const { user, assigned }: UserDetailState = yield select(selectUserDetail);
  if (!user) return;
  yield put(saveRequest.started());
  const roleChanged = draft.role !== user.role || draft.buyAuthority !== user.buyAuthority || draft.sellAuthority !== user.sellAuthority;
  if (roleChanged) {
    const { role, buyAuthority, sellAuthority } = draft;
    const answer = yield* callApi('editUserRole', { body: { userId: user.id, role, buyAuthority, sellAuthority } });
    if (!answer.ok) return yield* failed(answer.problem, user.id);
  }
  if (
    !sameSet(
      draft.dealershipIds,
      assigned.map((d) => d.id),
    )
  ) {
    const answer = yield* callApi('assignUserDealerships', { body: { userId: user.id, dealershipIds: draft.dealershipIds } });
    if (!answer.ok) return yield* failed(answer.problem, user.id);
  }
  yield put(saveRequest.succeeded());
  yield put(dataChanged({ topics: ['users'] }));
  yield call(loadUser, user.id);
}

function* failed(problem: ApiProblem, id: string) {
  // The server's own NoDealerships (field dealershipIds) is the same rule: say so, stay in edit.
  if (problem.errors.some((error) => error.message === 'NoDealerships')) {
    yield put(actions.saveRejected('NoDealerships'));
    return;
  }
  yield call(logSaveFailure, problem);
  yield put(saveRequest.failed(problem));
  // A role change may have gone through before the dealerships failed: show what is stored.
  yield call(loadUser, id);
}

export function* userSaga() {
  yield takeLatest(actions.opened.type, function* opened({ payload }: PayloadAction<string>) {
    yield call(loadUser, payload);
  });
  yield takeLatest(actions.saveRequested.type, save);
}
