import { takeLatest } from 'redux-saga/effects';
import { runRequest } from '../../../shared/api/api-saga';
import { reportActions as actions, reportRequest } from './report-slice';

function* loadReport({ payload }: ReturnType<typeof actions.requested>) {
  yield* runRequest(reportRequest, 'agingReport', { params: { id: payload.dealershipId }, query: { months: payload.months } });
}

export function* reportSaga() {
  yield takeLatest(actions.requested.type, loadReport);
}
