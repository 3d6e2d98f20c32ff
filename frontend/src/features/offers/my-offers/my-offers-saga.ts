import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import { sendBuyerMove } from '../../../shared/negotiation/negotiation-calls';
import { selectUser } from '../../../shared/session/session-slice';
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

/** After a change: the list and the open detail read back (read-your-writes), then everyone else. */
function* refreshAfterChange() {
  const { status, detailInventoryId }: MyOffersState = yield select(selectMyOffers);
  if (status.state !== 'idle') yield* loadList();
  if (detailInventoryId) yield* loadDetail(detailInventoryId);
  yield put(dataChanged({ topics: ['offers', 'notifications'] }));
}

function* act({ payload: { offerId, kind, version, amount } }: ReturnType<typeof actions.actionRequested>) {
  const params = { params: { id: offerId } };
  let answer: ApiResult<unknown>;
  if (kind === 'restore') answer = yield* callApi('restoreOffer', { ...params, headers: seenTerms({ version }) });
  else if (kind === 'dismiss') answer = yield* callApi('dismissOfferAsBuyer', params);
  else answer = yield* sendBuyerMove(offerId, { kind, version, amount });
  if (!answer.ok) {
    // 412: the offer moved since it was shown; show what it is now beside the reason.
    if (answer.problem.status === 412) yield* refreshAfterChange();
    yield put(actions.actionFailed(answer.problem));
    return;
  }
  yield* refreshAfterChange();
  yield put(actions.actionSucceeded());
}

function* sendMessage({ payload: { offerId, message } }: ReturnType<typeof actions.messageSent>) {
  const user: User | null = yield select(selectUser);
  yield put(buyerMessageCommand.started());
  const answer = yield* callApi('addConversationMessage', { params: { id: offerId }, body: { message, fromUserId: user?.id } });
  if (!answer.ok) {
    yield put(buyerMessageCommand.failed(answer.problem));
    return;
  }
  yield* refreshAfterChange();
  yield put(buyerMessageCommand.succeeded());
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
  yield takeEvery(actions.messageSent.type, sendMessage);
}
