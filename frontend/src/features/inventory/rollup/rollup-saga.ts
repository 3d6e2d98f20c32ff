import { call, put, takeLatest } from 'redux-saga/effects';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { apiFromContext } from '../common/saga-helpers';
import { rollupActions as actions } from './rollup-slice';

function* loadRollup() {
  const api = yield* apiFromContext();
  try {
    const rows: InventoryRollupRow[] = yield call([api, api.get], '/api/dealergroup/inventory/rollup');
    yield put(actions.loaded(rows));
  } catch {
    yield put(actions.failed());
  }
}

export function* rollupSaga() {
  yield takeLatest(actions.requested.type, loadRollup);
}
