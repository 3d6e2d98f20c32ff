import { select, takeLatest } from 'redux-saga/effects';
import { runRequest } from '../../../shared/api/api-saga';
import { leadsActions as actions, leadsRequest, selectLeads, type LeadsState } from './leads-slice';

const leadsPageSize = 10;

function* loadLeads() {
  const { page }: LeadsState = yield select(selectLeads);
  yield* runRequest(leadsRequest, 'listLeads', { query: { page, pageSize: leadsPageSize } });
}

export function* leadsSaga() {
  yield takeLatest([actions.opened.type, actions.pageChosen.type], loadLeads);
}
