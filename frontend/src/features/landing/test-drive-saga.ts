import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TestDriveRequest } from '@dtn/contracts/entities/misc';
import { runRequest } from '../../shared/api/api-saga';
import { testDriveActions, testDriveRequest } from './test-drive-slice';

function* submit(action: PayloadAction<TestDriveRequest>) {
  yield* runRequest(testDriveRequest, 'requestTestDrive', { body: action.payload });
}

export function* testDriveSaga() {
  yield takeLatest(testDriveActions.submitted.type, submit);
}
