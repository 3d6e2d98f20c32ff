import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TestDriveRequest } from '@dtn/contracts/entities/misc';
import type { TestDriveRequestResult } from '@dtn/contracts/routes/leads';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The landing page's test-drive request (requestTestDrive, POST /api/testdrive). */
export interface TestDriveState {
  status: RequestStatus;
  /** Increments on each accepted request: the modal resets and closes when it changes. */
  submittedCount: number;
}

const initialState: TestDriveState = { status: idle, submittedCount: 0 };

export const testDriveRequest = requestActions<TestDriveRequestResult>('testDrive/request');

export const testDriveSlice = createSlice({
  name: 'testDrive',
  initialState,
  reducers: {
    submitted(_state, _action: PayloadAction<TestDriveRequest>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(testDriveRequest.succeeded, (state) => {
      state.submittedCount += 1;
    });
    trackRequest(builder, testDriveRequest, 'status', { submission: true });
  },
});

export const testDriveActions = testDriveSlice.actions;
export const selectTestDrive = (state: { testDrive: TestDriveState }) => state.testDrive;
