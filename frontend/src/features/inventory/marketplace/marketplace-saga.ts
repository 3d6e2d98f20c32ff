import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { marketplacePageSize, marketplaceRefetchMs } from '@dtn/contracts/constants';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import type { ApiClient } from '../../../app/api-client';
import { apiFromContext } from '../common/saga-helpers';
import {
  filterActionTypes,
  marketplaceActions as actions,
  selectMarketplace,
  type MarketplaceFilterValues,
  type MarketplaceState,
} from './marketplace-slice';

/** Filter changes wait this long for the next change before searching (typing, quick clicks). */
export const filterDebounceMs = 300;

function fetchPage(api: ApiClient, filters: MarketplaceFilterValues, page: number) {
  return api.post<Paged<MarketplaceItem>>('/api/marketplace/search', filters, { page, pageSize: marketplacePageSize });
}

/** A fresh search from page 1 with the current filters. */
function* search() {
  const api = yield* apiFromContext();
  const { filters, generation }: MarketplaceState = yield select(selectMarketplace);
  yield put(actions.searchStarted());
  try {
    const paged: Paged<MarketplaceItem> = yield call(fetchPage, api, filters, 1);
    yield put(actions.pageLoaded({ generation, paged, replace: true }));
  } catch {
    yield put(actions.searchFailed({ generation }));
  }
}

function* debouncedSearch() {
  yield delay(filterDebounceMs);
  yield call(search);
}

/** The next page, until page >= pageCount. */
function* loadMore() {
  const api = yield* apiFromContext();
  const { filters, generation, page, pageCount, status }: MarketplaceState = yield select(selectMarketplace);
  if (status !== 'loaded' || page >= pageCount) return;
  yield put(actions.loadMoreStarted());
  try {
    const paged: Paged<MarketplaceItem> = yield call(fetchPage, api, filters, page + 1);
    yield put(actions.pageLoaded({ generation, paged, replace: false }));
  } catch {
    yield put(actions.searchFailed({ generation }));
  }
}

/** Refetch every page shown so far (as an infinite query does), replacing the list at once. */
function* refetchShownPages() {
  const api = yield* apiFromContext();
  const { filters, generation, page, status }: MarketplaceState = yield select(selectMarketplace);
  if (status !== 'loaded') return;
  try {
    const results: MarketplaceItem[] = [];
    let last: Paged<MarketplaceItem> | undefined;
    for (let p = 1; p <= Math.max(page, 1); p += 1) {
      last = (yield call(fetchPage, api, filters, p)) as Paged<MarketplaceItem>;
      results.push(...last.results);
      if (p >= last.pageCount) break;
    }
    if (last) yield put(actions.pageLoaded({ generation, paged: { ...last, results }, replace: true }));
  } catch {
    // A failed background refetch keeps what is shown; the next interval tries again.
  }
}

function* poll() {
  for (;;) {
    yield delay(marketplaceRefetchMs);
    yield call(refetchShownPages);
  }
}

function* loadMakes() {
  const api = yield* apiFromContext();
  try {
    const makes: string[] = yield call([api, api.get], '/api/yearmakemodel/makes');
    yield put(actions.makesLoaded(makes));
  } catch {
    // Without the lookup the make list stays empty; the search itself still works.
  }
}

function* loadModels({ payload: make }: PayloadAction<string | null>) {
  if (!make) return;
  const api = yield* apiFromContext();
  try {
    const models: string[] = yield call([api, api.get], '/api/yearmakemodel/models', { make });
    yield put(actions.modelsLoaded(models));
  } catch {
    yield put(actions.modelsLoaded([]));
  }
}

function* loadModelDetails({ payload: model }: PayloadAction<string | null>) {
  const { filters }: MarketplaceState = yield select(selectMarketplace);
  if (!model || !filters.make) return;
  const api = yield* apiFromContext();
  const query = { make: filters.make, model };
  try {
    const [trims, years]: [string[], number[]] = yield all([
      call([api, api.get], '/api/yearmakemodel/trims', query),
      call([api, api.get], '/api/yearmakemodel/modelyears', query),
    ]);
    yield put(actions.modelDetailsLoaded({ trims, years }));
  } catch {
    yield put(actions.modelDetailsLoaded({ trims: [], years: [] }));
  }
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
