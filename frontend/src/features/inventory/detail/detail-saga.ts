import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import { runRequest } from '../../../shared/api/api-saga';
import { dataChanged, dataChangedOn } from '../../../shared/data-changed';
import { sendBuyerMove } from '../../../shared/negotiation/negotiation-calls';
import { selectUser } from '../../../shared/session/session-slice';
import { spotlightActions } from '../spotlight/spotlight-slice';
import {
  detailActions as actions,
  incomingRequest,
  itemRequest,
  offerRequest,
  salesRequest,
  selectDetail,
  type DetailState,
} from './detail-slice';
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

/** The Market panel's chart: the cohort's sales, read once per vehicle shown (the figures beside
 * it come with the vehicle, so they follow its reloads). */
function* loadSales(id: string) {
  const { salesStatus }: DetailState = yield select(selectDetail);
  if (salesStatus.state === 'idle' || salesStatus.state === 'failed') yield* runRequest(salesRequest, 'cohortSales', { params: { id } });
}

function* loadDetail({ payload: { vin, withOffer } }: ReturnType<typeof actions.opened>) {
  const answer = yield* runRequest(itemRequest, 'inventoryByVin', { params: { vin } });
  if (answer.ok) yield all([call(loadBids, withOffer), call(loadSales, answer.value.id)]);
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

/** The buyer's move from the panel, on the terms version it showed; after it (or a 412: the terms
 * moved) the offer reads back, and the other screens hear of it. */
function* move({ payload }: ReturnType<typeof actions.moveRequested>) {
  const { offer }: DetailState = yield select(selectDetail);
  if (!offer) return;
  const answer = yield* sendBuyerMove(offer.id, payload);
  if (answer.ok || answer.problem.status === 412) {
    yield* loadBids(true);
    yield put(dataChanged({ topics: ['offers', 'notifications'] }));
  }
  yield put(actions.moveFinished(answer.ok ? null : answer.problem));
}

export function* detailSaga() {
  yield takeLatest(actions.opened.type, loadDetail);
  yield takeLatest(spotlightActions.changed.type, reloadAfterSpotlight);
  yield takeLatest(dataChangedOn('offers'), reloadBids);
  yield takeLatest(dataChangedOn('inventory'), reloadItem);
  yield takeEvery(actions.moveRequested.type, move);
}
