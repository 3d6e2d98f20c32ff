import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { ApiClient } from '../shared/api/api-client';
import { liveSaga, type LiveOptions } from '../shared/live/live-saga';
import { allReducers, featureSagas } from './features';

/**
 * The store: the shared session slice and every feature's slices (app/features.ts), redux-saga for
 * every side effect. The ApiClient sits in the saga context (`getContext('api')`), so tests run
 * the same sagas against a scripted client; so does the live stream's fetch (`live`), which the
 * browser store passes and most tests leave out (no stream then).
 */
const rootReducer = combineReducers(allReducers());

export type RootState = ReturnType<typeof rootReducer>;

/** Every feature's saga, and the live stream that several of them react to (shared/live/). */
export function* rootSaga() {
  yield all([fork(featureSagas), fork(liveSaga)]);
}

export interface StoreOptions {
  api: ApiClient;
  /** The live stream's fetch and timings (shared/live/live-saga.ts); none: no stream. */
  live?: LiveOptions;
  preloadedState?: Partial<RootState>;
  /** Start the root saga (default true); a test may run only its own saga instead. */
  runSagas?: boolean;
}

export function createAppStore({ api, live, preloadedState, runSagas = true }: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { api, live } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = runSagas ? sagaMiddleware.run(rootSaga) : undefined;
  return Object.assign(store, { sagaMiddleware, rootTask: task });
}

export type AppStore = ReturnType<typeof createAppStore>;
