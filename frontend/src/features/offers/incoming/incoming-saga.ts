import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import { counter } from '../../../shared/negotiation/negotiation-calls';
import { refreshAfterChange, sendMessage } from '../common/offer-change';
import { pollUntil } from '../common/poll';
import { seenTerms } from '../common/terms-version';
import { offersToDismiss } from './group-removal';
import {
  historyRequest,
  incomingActions as actions,
  incomingDetailRequest,
  incomingRequest,
  selectIncoming,
  sellerMessageCommand,
  type IncomingOffersState,
} from './incoming-slice';

function* loadList() {
  yield* runRequest(incomingRequest, 'incomingOffers');
}

function* loadDetail(offerId: string) {
  yield* runRequest(incomingDetailRequest, 'incomingOfferById', { params: { id: offerId } });
}

function* loadHistory(offerId: string) {
  yield* runRequest(historyRequest, 'offerHistory', { params: { id: offerId } });
}

/** What reads back after a change: the list, the open detail and its history, where shown. */
function* reloadShown() {
  const { status, detailOfferId, historyStatus }: IncomingOffersState = yield select(selectIncoming);
  if (status.state !== 'idle') yield* loadList();
  if (detailOfferId) {
    yield* loadDetail(detailOfferId);
    if (historyStatus.state !== 'idle') yield* loadHistory(detailOfferId);
  }
}

/** Spec section 4: removing a group dismisses every bid in it the seller has not dismissed yet. */
function* removeGroup({ payload: { inventoryId } }: ReturnType<typeof actions.groupRemoved>) {
  const { groups }: IncomingOffersState = yield select(selectIncoming);
  const group = groups.find((each) => each.inventory.id === inventoryId);
  for (const offer of offersToDismiss(group?.offers ?? [])) {
    const answer = yield* callApi('dismissOfferAsSeller', { params: { id: offer.id } });
    if (!answer.ok) {
      yield* refreshAfterChange(reloadShown);
      yield put(actions.removalFinished(answer.problem));
      return;
    }
  }
  yield* refreshAfterChange(reloadShown);
  yield put(actions.removalFinished(null));
}

/** Accept (the offer wins, the vehicle is sold), reject (it is lost) or counter (the turn passes
 * to the buyer), on the terms the seller was shown; when they moved meanwhile (412) the detail
 * reads back the current ones. */
function* decide({ payload: { kind, version, amount } }: ReturnType<typeof actions.decided>) {
  const { detail }: IncomingOffersState = yield select(selectIncoming);
  if (!detail) return;
  const params = { params: { inventoryId: detail.inventoryId, offerId: detail.id }, headers: seenTerms({ version }) };
  let answer: ApiResult<unknown>;
  if (kind === 'counter') answer = yield* counter(detail.id, version, amount ?? 0);
  else if (kind === 'accept') answer = yield* callApi('approveOffer', params);
  else answer = yield* callApi('rejectOffer', params);
  if (answer.ok || answer.problem.status === 412) yield* refreshAfterChange(reloadShown);
  yield put(actions.decisionFinished(answer.ok ? null : answer.problem));
}

/** Section 9: the incoming list and detail refresh every 10 s while shown (../common/poll). */
export function* incomingSaga() {
  yield takeLatest(actions.listOpened.type, function* () {
    yield* pollUntil(actions.listLeft.type, loadList);
  });
  yield takeLatest(actions.detailOpened.type, function* ({ payload }: ReturnType<typeof actions.detailOpened>) {
    yield* pollUntil(actions.detailLeft.type, () => loadDetail(payload.offerId), { topics: ['offers', 'conversations'] });
  });
  yield takeLatest(actions.historyOpened.type, function* ({ payload }: ReturnType<typeof actions.historyOpened>) {
    yield* loadHistory(payload.offerId);
  });
  yield takeEvery(actions.groupRemoved.type, removeGroup);
  yield takeEvery(actions.decided.type, decide);
  yield takeEvery(actions.messageSent.type, sendMessage, sellerMessageCommand, reloadShown);
}
