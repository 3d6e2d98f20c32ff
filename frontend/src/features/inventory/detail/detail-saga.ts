import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { ApiClient } from '../../../app/api-client';
import { apiFromContext } from '../common/saga-helpers';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { detailActions as actions, selectDetail, type DetailState } from './detail-slice';

function* loadOffer(api: ApiClient, inventoryId: string) {
  yield put(actions.offerStarted());
  try {
    // 200 with the caller's offer, 204 (null) when there is none.
    const offer: Offer | null = yield call([api, api.get], `/api/offer/user/inventory/${encodeURIComponent(inventoryId)}`);
    yield put(actions.offerLoaded(offer));
  } catch {
    yield put(actions.offerFailed());
  }
}

function* loadDetail({ payload: { vin, withOffer } }: ReturnType<typeof actions.opened>) {
  const api = yield* apiFromContext();
  let item: InventoryItem;
  try {
    item = yield call([api, api.get], `/api/inventory/vin/${encodeURIComponent(vin)}`);
    yield put(actions.loaded(item));
  } catch {
    yield put(actions.failed());
    return;
  }
  if (withOffer) yield call(loadOffer, api, item.id);
}

/** After a spotlight change on this vehicle, reload it so the badge follows. */
function* reloadAfterSpotlight({ payload }: ReturnType<typeof spotlightActions.changed>) {
  const { item }: DetailState = yield select(selectDetail);
  if (!item || item.id !== payload.id) return;
  const api = yield* apiFromContext();
  try {
    const fresh: InventoryItem = yield call([api, api.get], `/api/inventory/vin/${encodeURIComponent(item.vin)}`);
    yield put(actions.loaded(fresh));
  } catch {
    yield put(actions.failed());
  }
}

export function* detailSaga() {
  yield takeLatest(actions.opened.type, loadDetail);
  yield takeLatest(spotlightActions.changed.type, reloadAfterSpotlight);
}
