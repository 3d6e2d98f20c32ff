import { call, put, race, select, take, takeLatest, takeLeading, delay } from 'redux-saga/effects';
import { marketplaceRefetchMs, tradeInPageSize } from '@dtn/contracts/constants';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import type { ApiClient } from '../../../app/api-client';
import { apiFromContext } from '../common/saga-helpers';
import { selectTradeIns, tradeInsActions as actions, type TradeInsState } from './tradeins-slice';

function fetchPage(api: ApiClient, distance: number, page: number) {
  return api.post<Paged<MarketplaceItem>>(
    '/api/marketplace/tradein/search',
    { searchRadius: distance, distanceUnit: 'MILES' },
    { page, pageSize: tradeInPageSize },
  );
}

function* search() {
  const api = yield* apiFromContext();
  const { distance, generation }: TradeInsState = yield select(selectTradeIns);
  yield put(actions.searchStarted());
  try {
    const paged: Paged<MarketplaceItem> = yield call(fetchPage, api, distance, 1);
    yield put(actions.pageLoaded({ generation, page: 1, results: paged.results, replace: true }));
  } catch {
    yield put(actions.searchFailed({ generation }));
  }
}

/** The next page, only when the last one was full. */
function* loadMore() {
  const api = yield* apiFromContext();
  const { distance, generation, page, lastPageFull, status }: TradeInsState = yield select(selectTradeIns);
  if (status !== 'loaded' || !lastPageFull) return;
  yield put(actions.loadMoreStarted());
  try {
    const paged: Paged<MarketplaceItem> = yield call(fetchPage, api, distance, page + 1);
    yield put(actions.pageLoaded({ generation, page: page + 1, results: paged.results, replace: false }));
  } catch {
    yield put(actions.searchFailed({ generation }));
  }
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
