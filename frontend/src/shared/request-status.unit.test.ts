import { describe, expect, it } from '@jest/globals';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { permissionsFor } from '@dtn/contracts/permissions';
import { problemFrom } from './api/api-problem';
import { runRequest } from './api/api-saga';
import { initialSessionState, sessionSlice } from './session/session-slice';
import {
  failed,
  idle,
  isFailed,
  isIdle,
  isLoading,
  isSucceeded,
  loading,
  problemOf,
  requestActions,
  requestStarted,
  succeeded,
  trackRequest,
  type RequestStatus,
} from './request-status';
import { FakeApi } from '../testing/fake-api';
import { testUser } from '../testing/render';

const rows = requestActions<{ count: number }>('probe/rows');
const save = requestActions<void>('probe/save');
interface ProbeState {
  count: number | null;
  status: RequestStatus;
  saveStatus: RequestStatus;
}
const initialState: ProbeState = { count: null, status: idle, saveStatus: idle };
const probe = createSlice({
  name: 'probe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(rows.succeeded, (state, action) => {
      state.count = action.payload.count;
    });
    trackRequest(builder, rows, 'status');
    trackRequest(builder, save, 'saveStatus', { submission: true });
  },
});
const notFound = problemFrom(404, { type: 'urn:dtn:problem:not-found', detail: 'No such vehicle' });

describe('request status', () => {
  it('has constructors and selectors', () => {
    expect([isIdle(idle), isLoading(loading), isSucceeded(succeeded), isFailed(failed(notFound))]).toEqual([true, true, true, true]);
    expect(problemOf(failed(notFound))).toBe(notFound);
    expect(problemOf(succeeded)).toBeNull();
  });

  it('a request over data already shown is a refresh: succeeded stays until it fails', () => {
    expect(requestStarted(idle)).toEqual(loading);
    expect(requestStarted(failed(notFound))).toEqual(loading);
    expect(requestStarted(succeeded)).toEqual(succeeded);
  });

  it('trackRequest moves the status on the request actions, next to the slice’s own data case', () => {
    let state = probe.reducer(undefined, rows.started());
    expect(state.status).toEqual(loading);
    state = probe.reducer(state, rows.succeeded({ count: 3 }));
    expect(state).toMatchObject({ count: 3, status: succeeded });
    state = probe.reducer(state, rows.started());
    expect(state.status).toEqual(succeeded);
    state = probe.reducer(state, rows.failed(notFound));
    expect(state.status).toEqual({ state: 'failed', problem: notFound });
    expect(state.saveStatus).toEqual(idle);
  });

  it('a submission is loading on every start, even after a success', () => {
    let state = probe.reducer(undefined, save.started());
    state = probe.reducer(state, save.succeeded());
    expect(state.saveStatus).toEqual(succeeded);
    state = probe.reducer(state, save.started());
    expect(state.saveStatus).toEqual(loading);
  });
});

describe('runRequest', () => {
  function storeWith(api: FakeApi, user = testUser()) {
    const sagas = createSagaMiddleware({ context: { api } });
    const store = configureStore({
      reducer: { session: sessionSlice.reducer, probe: probe.reducer },
      preloadedState: { session: { ...initialSessionState, user, status: 'signedIn' as const, token: 't' } },
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
    });
    return { store, sagas };
  }

  it('puts started, then succeeded with the answer', async () => {
    const api = new FakeApi().on('myOfferCount', { count: 2 });
    const { store, sagas } = storeWith(api);
    await sagas.run(() => runRequest(rows, 'myOfferCount')).toPromise();
    expect(store.getState().probe).toMatchObject({ count: 2, status: succeeded });
  });

  it('puts failed with the problem (a plain object); a 401 also signs out', async () => {
    const api = new FakeApi().failOn('myOfferCount', 401, { type: 'urn:dtn:problem:unauthorized', detail: 'expired' });
    const { store, sagas } = storeWith(api);
    await sagas.run(() => runRequest(rows, 'myOfferCount')).toPromise();
    expect(problemOf(store.getState().probe.status)).toMatchObject({ status: 401, code: 'unauthorized', detail: 'expired' });
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('sends nothing the user’s permissions cannot pass, and fails with a 403 problem', async () => {
    const bdcManager = testUser({ role: 'BDCManager', buyAuthority: false, sellAuthority: false });
    expect(permissionsFor(bdcManager).size).toBe(0);
    const api = new FakeApi().on('myOfferCount', { count: 2 });
    const { store, sagas } = storeWith(api, bdcManager);
    await sagas.run(() => runRequest(rows, 'myOfferCount')).toPromise();
    expect(problemOf(store.getState().probe.status)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(api.calls).toEqual([]);
  });
});

describe('dataChanged', () => {
  it('matches the actions naming any of the topics a listener follows', async () => {
    const { dataChanged, dataChangedOn } = await import('./data-changed');
    const onOffers = dataChangedOn('offers');
    expect(onOffers(dataChanged({ topics: ['notifications', 'offers'] }))).toBe(true);
    expect(onOffers(dataChanged({ topics: ['notifications'] }))).toBe(false);
    expect(onOffers({ type: 'other' })).toBe(false);
  });
});
