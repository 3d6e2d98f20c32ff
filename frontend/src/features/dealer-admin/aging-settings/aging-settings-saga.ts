import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, runRequest } from '../../../shared/api/api-saga';
import { agingSettingsActions as actions, dealershipsRequest } from './aging-settings-slice';

function* load({ payload }: ReturnType<typeof actions.requested>) {
  yield* runRequest(dealershipsRequest, 'dealershipsOfGroup', { params: { id: payload.dealerGroupId } });
}

/** Each dealership saves on its own: two rows saved one after the other both go. */
function* save({ payload }: ReturnType<typeof actions.saveRequested>) {
  const { dealershipId, ...body } = payload;
  const answer = yield* callApi('setAgingSettings', { params: { id: dealershipId }, body });
  if (answer.ok) yield put(actions.saved(payload));
  else yield put(actions.saveFailed({ dealershipId, problem: answer.problem }));
}

export function* agingSettingsSaga() {
  yield takeLatest(actions.requested.type, load);
  yield takeEvery(actions.saveRequested.type, save);
}
