import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import { dataChangedOn } from '../../../shared/data-changed';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { digestActions as actions, digestRequest, selectDigest, type DigestState } from './digest-slice';

function* loadItem(id: string) {
  return yield* callApi('inventoryById', { params: { id } });
}

/** Each of the digest's vehicles as it is now, read at once; one gone (404) is left out. */
function* loadItems() {
  const { notification }: DigestState = yield select(selectDigest);
  const ids = (notification?.agingVehicles ?? []).map((v) => v.inventoryId);
  const answers: ApiResult<InventoryItem>[] = yield all(ids.map((id) => call(loadItem, id)));
  yield put(actions.itemsLoaded(answers.flatMap((answer) => (answer.ok ? [answer.value] : []))));
}

function* loadDigest({ payload }: ReturnType<typeof actions.opened>) {
  const answer = yield* runRequest(digestRequest, 'notificationById', { params: { id: payload.notificationId } });
  if (answer.ok) yield* loadItems();
}

/** While the page is open, a change to inventory (a reprice, a Buy Now price, a spotlight, a sale
 * announced live) reads the vehicles again. */
function* followChanges() {
  for (;;) {
    yield take((action: { type: string }) => dataChangedOn('inventory')(action) || action.type === spotlightActions.changed.type);
    const { notification }: DigestState = yield select(selectDigest);
    if (notification) yield* loadItems();
  }
}

export function* digestSaga() {
  yield takeLatest(actions.opened.type, loadDigest);
  yield* followChanges();
}
