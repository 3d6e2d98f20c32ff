import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { marketplacePageSize, marketplaceRefetchMs } from '@dtn/contracts/constants';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import { callApi, type ApiResult } from '../../../shared/api/api-saga';
import { dataChangedOn } from '../../../shared/data-changed';
import {
  filterActionTypes,
  marketplaceActions as actions,
  selectMarketplace,
  type MarketplaceFilterValues,
  type MarketplaceState,
} from './marketplace-slice';

/** Filter changes wait this long for the next change before searching (typing, quick clicks). */
export const filterDebounceMs = 300;

const searchPage = (filters: MarketplaceFilterValues, page: number) =>
  callApi('marketplaceSearch', { body: filters, query: { page, pageSize: marketplacePageSize } });

/** A fresh search from page 1 with the current filters. */
function* search() {
  const { filters, generation }: MarketplaceState = yield select(selectMarketplace);
  yield put(actions.searchStarted());
  const answer = yield* searchPage(filters, 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, paged: answer.value, replace: true }));
  else yield put(actions.searchFailed({ generation, problem: answer.problem }));
}

function* debouncedSearch() {
  yield delay(filterDebounceMs);
  yield call(search);
}

/** The next page, until page >= pageCount. */
function* loadMore() {
  const { filters, generation, page, pageCount, status }: MarketplaceState = yield select(selectMarketplace);
  if (status.state !== 'succeeded' || page >= pageCount) return;
  yield put(actions.loadMoreStarted());
  const answer = yield* searchPage(filters, page + 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, paged: answer.value, replace: false }));
  else yield put(actions.searchFailed({ generation, problem: answer.problem }));
}

/** Refetch every page shown so far (as an infinite query does), replacing the list at once. */
function* refetchShownPages() {
  const { filters, generation, page, status }: MarketplaceState = yield select(selectMarketplace);
  if (status.state !== 'succeeded') return;
  const results: MarketplaceItem[] = [];
  let last: Paged<MarketplaceItem> | undefined;
  for (let p = 1; p <= Math.max(page, 1); p += 1) {
    const answer = yield* searchPage(filters, p);
    // A failed background refetch keeps what is shown; the next interval tries again.
    if (!answer.ok) return;
    last = answer.value;
    results.push(...last.results);
    if (p >= last.pageCount) break;
  }
  if (last) yield put(actions.pageLoaded({ generation, paged: { ...last, results }, replace: true }));
}

/** On its interval, and at once when inventory changed (a vehicle bought now shows sold). */
function* poll() {
  for (;;) {
    yield race({ due: delay(marketplaceRefetchMs), changed: take(dataChangedOn('inventory')) });
    yield call(refetchShownPages);
  }
}

// The makes and models the network has (issue 37, finding 3). Without a lookup its list stays
// empty; the search itself still works.
function* loadMakes() {
  const answer = yield* callApi('listNetworkMakes');
  if (answer.ok) yield put(actions.makesLoaded(answer.value));
}

function* loadModels({ payload: make }: PayloadAction<string | null>) {
  if (!make) return;
  const answer = yield* callApi('listNetworkModels', { query: { make } });
  yield put(actions.modelsLoaded(answer.ok ? answer.value : []));
}

function* loadModelDetails({ payload: model }: PayloadAction<string | null>) {
  const { filters }: MarketplaceState = yield select(selectMarketplace);
  if (!model || !filters.make) return;
  const query = { make: filters.make, model };
  const [trims, years]: [ApiResult<string[]>, ApiResult<number[]>] = yield all([
    call(() => callApi('listTrims', { query })),
    call(() => callApi('listModelYears', { query })),
  ]);
  yield put(actions.modelDetailsLoaded({ trims: trims.ok ? trims.value : [], years: years.ok ? years.value : [] }));
}

/** While the page is open: search now, then poll until it closes. */
function* session() {
  const { options }: MarketplaceState = yield select(selectMarketplace);
  if (options.makes.length === 0) yield fork(loadMakes);
  yield call(search);
  yield race({ closed: take(actions.closed.type), poll: call(poll) });
}

export function* marketplaceSaga() {
  yield takeLatest(actions.opened.type, session);
  yield takeLatest(filterActionTypes, debouncedSearch);
  yield takeLeading(actions.loadMore.type, loadMore);
  yield takeLatest(actions.makeChanged.type, loadModels);
  yield takeLatest(actions.modelChanged.type, loadModelDetails);
}
