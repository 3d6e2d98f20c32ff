import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { dealerGroupListPageSize } from '@dtn/contracts/constants';
import type { AddDealerGroupBody } from '@dtn/contracts/routes/admin-commands';
import { applySearchAfterTyping } from '../../../shared/admin/paged-list';
import { callApi, runRequest } from '../../../shared/api/api-saga';
import { addGroupRequest, groupsActions as actions, groupsRequest, selectGroups, type GroupsState } from './groups-slice';

function* loadGroups() {
  const { appliedSearch, page }: GroupsState = yield select(selectGroups);
  yield* runRequest(groupsRequest, 'listDealerGroups', { query: { search: appliedSearch, page, pageSize: dealerGroupListPageSize } });
}

function* addGroup({ payload }: PayloadAction<AddDealerGroupBody>) {
  yield put(addGroupRequest.started());
  const answer = yield* callApi('addDealerGroup', { body: payload });
  if (!answer.ok) {
    yield put(addGroupRequest.failed(answer.problem));
    return;
  }
  yield put(addGroupRequest.succeeded());
  yield call(loadGroups);
}

/** Spec section 9: list page size 10, search debounced 500 ms. */
export function* groupsSaga() {
  yield applySearchAfterTyping(actions);
  yield takeLatest([actions.opened.type, actions.searchApplied.type, actions.pageChosen.type], loadGroups);
  yield takeLatest(actions.addRequested.type, addGroup);
}
