import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { callApi } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import { buyNowActions as actions, selectBuyNow, type BuyNowFailure, type BuyNowState } from './buy-now-slice';

/** A 412's `current` member: the vehicle's Buy Now price (null: withdrawn) and version now. Checked
 * by hand: zod compiles parsers with `new Function`, which the app's CSP forbids. */
function currentPrice(problem: ApiProblem): { price: number | null; version: number } | null {
  const current = problem.status === 412 ? problem.current : undefined;
  if (!current || typeof current.buyNowVersion !== 'number') return null;
  const { buyNowPrice: price, buyNowVersion: version } = current;
  if (price !== null && typeof price !== 'number') return null;
  return { price, version };
}

const failureOf = (problem: ApiProblem): BuyNowFailure => {
  if (problem.status === 409) return 'sold';
  if (problem.status === 403) return 'forbidden';
  return 'error';
};

/** Buys at the price the dialog stated: If-Match names its version, so a price that moved since
 * is never paid without being shown (412, then the dialog asks again at the new one). */
function* buy() {
  const { target }: BuyNowState = yield select(selectBuyNow);
  if (!target) return;
  const answer = yield* callApi('buyNow', { body: { inventoryId: target.inventoryId }, headers: { 'if-match': `"${target.version}"` } });
  if (answer.ok) {
    yield put(actions.bought({ inventoryId: target.inventoryId, offerId: answer.value.id }));
    // The vehicle is sold and the buyer holds a won offer: the lists and the detail follow.
    yield put(dataChanged({ topics: ['inventory', 'offers'] }));
    return;
  }
  const current = currentPrice(answer.problem);
  if (current?.price != null) yield put(actions.priceMoved({ price: current.price, version: current.version }));
  else yield put(actions.failed(current ? 'withdrawn' : failureOf(answer.problem)));
}

function* savePrice({ payload }: ReturnType<typeof actions.priceSubmitted>) {
  const answer = yield* callApi('setBuyNowPrice', { params: { id: payload.inventoryId }, body: { price: payload.price } });
  if (!answer.ok) {
    yield put(actions.priceSaveFailed(answer.problem));
    return;
  }
  yield put(actions.priceSaved({ inventoryId: payload.inventoryId }));
  yield put(dataChanged({ topics: ['inventory'] }));
}

export function* buyNowSaga() {
  yield takeLeading(actions.confirmed.type, buy);
  yield takeLatest(actions.priceSubmitted.type, savePrice);
}
