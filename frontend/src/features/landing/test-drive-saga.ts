import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TestDriveRequest } from '@dtn/contracts/entities/misc';
import type { ApiClient } from '../../app/api-client';
import { testDriveActions } from './test-drive-slice';

function* submit(action: PayloadAction<TestDriveRequest>) {
  const api: ApiClient = yield getContext('api');
  try {
    yield call([api, api.post], '/api/testdrive', action.payload);
    yield put(testDriveActions.accepted());
  } catch (error) {
    yield put(testDriveActions.failed(error instanceof Error ? error.message : String(error)));
  }
}

export function* testDriveSaga() {
  yield takeLatest(testDriveActions.submitted.type, submit);
}
