import { takeLatest } from 'redux-saga/effects';
import { runRequest } from '../../../shared/api/api-saga';
import { rollupActions as actions, rollupRequest } from './rollup-slice';

function* loadRollup() {
  yield* runRequest(rollupRequest, 'inventoryRollup');
}

export function* rollupSaga() {
  yield takeLatest(actions.requested.type, loadRollup);
}
