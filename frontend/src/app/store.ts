import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { ApiClient } from './api-client';
import { authSlice } from '../features/auth/auth-slice';
import { authSaga } from '../features/auth/auth-saga';
import { shellReducers, shellSaga } from '../features/shell';
import { inventoryReducers, inventorySaga } from '../features/inventory';

/**
 * The store: one slice per feature, redux-saga for every side effect. The ApiClient sits in the
 * saga context (`getContext('api')`), so tests run the same sagas against a scripted client.
 */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  ...shellReducers,
  ...inventoryReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

export function* rootSaga() {
  yield all([fork(authSaga), fork(shellSaga), fork(inventorySaga)]);
}

export interface StoreOptions {
  api: ApiClient;
  preloadedState?: Partial<RootState>;
  /** Start the root saga (default true); a test may run only its own saga instead. */
  runSagas?: boolean;
}

export function createAppStore({ api, preloadedState, runSagas = true }: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = runSagas ? sagaMiddleware.run(rootSaga) : undefined;
  return Object.assign(store, { sagaMiddleware, rootTask: task });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
