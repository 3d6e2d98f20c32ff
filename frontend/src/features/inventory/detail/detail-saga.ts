import { select, takeLatest } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import { runRequest } from '../../../shared/api/api-saga';
import { dataChangedOn } from '../../../shared/data-changed';
import { selectUser } from '../../../shared/session/session-slice';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { detailActions as actions, incomingRequest, itemRequest, offerRequest, selectDetail, type DetailState } from './detail-slice';
import { sellsVehicle } from './sells-vehicle';

/**
 * The bid panel's data: on another group's vehicle the user's offer (200 with it, 204 = null); on
 * their own group's the incoming bids on it (callApi sends nothing without ViewInboundOffer).
 */
function* loadBids(withOffer: boolean) {
  const { item }: DetailState = yield select(selectDetail);
  const user: User | null = yield select(selectUser);
  if (!item) return;
  if (sellsVehicle(user, item)) yield* runRequest(incomingRequest, 'incomingOffers');
  else if (withOffer) yield* runRequest(offerRequest, 'myOfferForVehicle', { params: { id: item.id } });
}

function* loadDetail({ payload: { vin, withOffer } }: ReturnType<typeof actions.opened>) {
  const answer = yield* runRequest(itemRequest, 'inventoryByVin', { params: { vin } });
  if (answer.ok) yield* loadBids(withOffer);
}

/** After a spotlight change on this vehicle, reload it so the badge follows. */
function* reloadAfterSpotlight({ payload }: ReturnType<typeof spotlightActions.changed>) {
  const { item }: DetailState = yield select(selectDetail);
  if (!item || item.id !== payload.id) return;
  yield* runRequest(itemRequest, 'inventoryByVin', { params: { vin: item.vin } });
}

/** Inventory changed (a Buy Now price saved, the vehicle bought now): the shown vehicle reloads. */
function* reloadItem() {
  const { item, shown }: DetailState = yield select(selectDetail);
  if (item && shown) yield* runRequest(itemRequest, 'inventoryByVin', { params: { vin: item.vin } });
}

/** Offers changed (a bid, an accept elsewhere): the panel reads them again (spec section 4). */
function* reloadBids() {
  const { shown, offerStatus }: DetailState = yield select(selectDetail);
  if (shown) yield* loadBids(offerStatus.state !== 'idle');
}

export function* detailSaga() {
  yield takeLatest(actions.opened.type, loadDetail);
  yield takeLatest(spotlightActions.changed.type, reloadAfterSpotlight);
  yield takeLatest(dataChangedOn('offers'), reloadBids);
  yield takeLatest(dataChangedOn('inventory'), reloadItem);
}
