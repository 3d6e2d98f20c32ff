import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, runRequest } from '../../shared/api/api-saga';
import { dataChanged } from '../../shared/data-changed';
import {
  addRequest,
  buyListActions as actions,
  buyListRequest,
  orderRequest,
  removeRequest,
  selectBuyList,
  type BuyListDraft,
  type BuyListState,
} from './buy-list-slice';

function* load() {
  yield* runRequest(buyListRequest, 'listBuyListItems');
}

/** Section 7's body: id 0 and the defaults for the rest; a new item may raise vehicle matches. */
function* add(action: PayloadAction<BuyListDraft>) {
  const answer = yield* runRequest(addRequest, 'addBuyListItem', {
    body: { id: 0, ...action.payload, retailReadyOnly: false, tradeIn: false },
  });
  if (!answer.ok) return;
  yield put(dataChanged({ topics: ['buy-list', 'notifications'] }));
  yield call(load);
}

function* remove(action: PayloadAction<string>) {
  const answer = yield* runRequest(removeRequest, 'removeBuyListItem', { params: { id: action.payload } });
  if (!answer.ok) return;
  yield put(dataChanged({ topics: ['buy-list'] }));
  yield call(load);
}

const orderRoutes = { pause: 'pauseStandingOrder', resume: 'resumeStandingOrder', end: 'endStandingOrder' } as const;

/** Pause, resume or end an item's standing order, then show the list as it is now. */
function* actOnOrder({ payload }: ReturnType<typeof actions.orderActed>) {
  const answer = yield* runRequest(orderRequest, orderRoutes[payload.action], { params: { id: payload.id } });
  if (!answer.ok) return;
  yield put(dataChanged({ topics: ['buy-list'] }));
  yield call(load);
}

/** The makes and models the network has listed (issue 37, finding 3), not every vPIC make. */
function* loadMakes() {
  const { makes }: BuyListState = yield select(selectBuyList);
  if (makes.length > 0) return;
  const answer = yield* callApi('listNetworkMakes');
  if (answer.ok) yield put(actions.makesLoaded(answer.value));
}

function* loadModels({ payload: make }: PayloadAction<string>) {
  const answer = yield* callApi('listNetworkModels', { query: { make } });
  yield put(actions.modelsLoaded({ make, models: answer.ok ? answer.value : [] }));
}

function* loadYears({ payload: { make, model } }: PayloadAction<{ make: string; model: string }>) {
  const answer = yield* callApi('listModelYears', { query: { make, model } });
  yield put(actions.yearsLoaded({ key: `${make}|${model}`, years: answer.ok ? answer.value : [] }));
}

export function* buyListSaga() {
  yield takeLatest(actions.opened.type, load);
  yield takeLeading(actions.addSubmitted.type, add);
  yield takeLeading(actions.removeConfirmed.type, remove);
  yield takeLeading(actions.orderActed.type, actOnOrder);
  yield takeLeading(actions.makesRequested.type, loadMakes);
  yield takeLatest(actions.modelsRequested.type, loadModels);
  yield takeLatest(actions.yearsRequested.type, loadYears);
}
