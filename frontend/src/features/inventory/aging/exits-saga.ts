import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import { buyNowActions } from '../buy-now/buy-now-slice';
import { listingActions } from '../listing/listing-slice';
import { exitsActions as actions } from './exits-slice';

/** The new list price; then every screen showing the vehicle reads it again (the detail and the
 * digest on 'inventory', the listing page by its own refresh). */
function* reprice({ payload }: ReturnType<typeof actions.repriceSubmitted>) {
  const answer = yield* callApi('repriceVehicle', { params: { id: payload.inventoryId }, body: { listPrice: payload.listPrice } });
  if (!answer.ok) {
    yield put(actions.repriceFailed(answer.problem));
    return;
  }
  yield put(actions.repriced(payload));
  yield put(dataChanged({ topics: ['inventory'] }));
  yield put(listingActions.refreshed());
}

function* refreshListing() {
  yield put(listingActions.refreshed());
}

export function* exitsSaga() {
  yield takeLatest(actions.repriceSubmitted.type, reprice);
  // A Buy Now price saved (its saga announces 'inventory'): the listing's cards hold it too.
  yield takeEvery(buyNowActions.priceSaved.type, refreshListing);
}
