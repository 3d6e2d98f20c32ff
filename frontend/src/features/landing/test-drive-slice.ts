import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TestDriveRequest } from '@dtn/contracts/entities/misc';

/** The landing page's test-drive request (POST /api/testdrive). */
export interface TestDriveState {
  status: 'idle' | 'submitting' | 'failed';
  /** Increments on each accepted request: the modal resets and closes when it changes. */
  submittedCount: number;
  error: string | null;
}

const initialState: TestDriveState = { status: 'idle', submittedCount: 0, error: null };

export const testDriveSlice = createSlice({
  name: 'testDrive',
  initialState,
  reducers: {
    submitted(state, _action: PayloadAction<TestDriveRequest>) {
      state.status = 'submitting';
      state.error = null;
    },
    accepted(state) {
      state.status = 'idle';
      state.submittedCount += 1;
    },
    failed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const testDriveActions = testDriveSlice.actions;
export const selectTestDrive = (state: { testDrive: TestDriveState }) => state.testDrive;
