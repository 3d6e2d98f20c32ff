import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import { sendBuyerMove } from '../../../shared/negotiation/negotiation-calls';
import { refreshAfterChange, sendMessage } from '../common/offer-change';
import { pollUntil } from '../common/poll';
import { seenTerms } from '../common/terms-version';
import {
  buyerMessageCommand,
  myOfferDetailRequest,
  myOffersActions as actions,
  myOffersRequest,
  selectMyOffers,
  type MyOffersState,
} from './my-offers-slice';

function* loadList() {
  yield* runRequest(myOffersRequest, 'myOffers');
}

function* loadDetail(inventoryId: string) {
  yield* runRequest(myOfferDetailRequest, 'myOfferForVehicle', { params: { id: inventoryId } });
}

/** What reads back after a change: the list and the open detail, where shown. */
function* reloadShown() {
  const { status, detailInventoryId }: MyOffersState = yield select(selectMyOffers);
  if (status.state !== 'idle') yield* loadList();
  if (detailInventoryId) yield* loadDetail(detailInventoryId);
}

function* act({ payload: { offerId, kind, version, amount } }: ReturnType<typeof actions.actionRequested>) {
  const params = { params: { id: offerId } };
  let answer: ApiResult<unknown>;
  if (kind === 'restore') answer = yield* callApi('restoreOffer', { ...params, headers: seenTerms({ version }) });
  else if (kind === 'dismiss') answer = yield* callApi('dismissOfferAsBuyer', params);
  else answer = yield* sendBuyerMove(offerId, { kind, version, amount });
  if (!answer.ok) {
    // 412: the offer moved since it was shown; show what it is now beside the reason.
    if (answer.problem.status === 412) yield* refreshAfterChange(reloadShown);
    yield put(actions.actionFailed(answer.problem));
    return;
  }
  yield* refreshAfterChange(reloadShown);
  yield put(actions.actionSucceeded());
}

/** Section 9: my offers and my offer detail refresh every 10 s while shown (../common/poll). */
export function* myOffersSaga() {
  yield takeLatest(actions.listOpened.type, function* () {
    yield* pollUntil(actions.listLeft.type, loadList);
  });
  yield takeLatest(actions.detailOpened.type, function* ({ payload }: ReturnType<typeof actions.detailOpened>) {
    // The conversation too: a counter-party's message announced by the live stream.
    yield* pollUntil(actions.detailLeft.type, () => loadDetail(payload.inventoryId), { topics: ['offers', 'conversations'] });
  });
  yield takeEvery(actions.actionRequested.type, act);
  yield takeEvery(actions.messageSent.type, sendMessage, buyerMessageCommand, reloadShown);
}
