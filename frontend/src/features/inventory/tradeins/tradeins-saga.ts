import { call, put, race, select, take, takeLatest, takeLeading, delay } from 'redux-saga/effects';
import { marketplaceRefetchMs, tradeInPageSize, type TradeInDistance } from '@dtn/contracts/constants';
import { callApi } from '../../../shared/api/api-saga';
import { selectTradeIns, tradeInsActions as actions, type TradeInsState } from './tradeins-slice';

const searchPage = (distance: TradeInDistance, page: number) =>
  callApi('tradeInSearch', { body: { searchRadius: distance, distanceUnit: 'MILES' }, query: { page, pageSize: tradeInPageSize } });

function* search() {
  const { distance, generation }: TradeInsState = yield select(selectTradeIns);
  yield put(actions.searchStarted());
  const answer = yield* searchPage(distance, 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, page: 1, results: answer.value.results, replace: true }));
  else yield put(actions.searchFailed({ generation, problem: answer.problem }));
}

/** The next page, only when the last one was full. */
function* loadMore() {
  const { distance, generation, page, lastPageFull, status }: TradeInsState = yield select(selectTradeIns);
  if (status.state !== 'succeeded' || !lastPageFull) return;
  yield put(actions.loadMoreStarted());
  const answer = yield* searchPage(distance, page + 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, page: page + 1, results: answer.value.results, replace: false }));
  else yield put(actions.searchFailed({ generation, problem: answer.problem }));
}

/** Trade-ins share the marketplace refetch interval (section 9); the first page is refreshed. */
function* poll() {
  for (;;) {
    yield delay(marketplaceRefetchMs);
    const { page }: TradeInsState = yield select(selectTradeIns);
    if (page <= 1) yield call(search);
  }
}

function* session() {
  yield call(search);
  yield race({ closed: take(actions.closed.type), poll: call(poll) });
}

export function* tradeInsSaga() {
  yield takeLatest(actions.opened.type, session);
  yield takeLatest(actions.distanceChanged.type, search);
  yield takeLeading(actions.loadMore.type, loadMore);
}
