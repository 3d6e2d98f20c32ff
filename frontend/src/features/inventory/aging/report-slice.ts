import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgingReport } from '@dtn/contracts/entities/aging';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** /agingreport/{dealershipId}: a dealership's exits by month of listing, over 6 or 12 months. */
interface ReportState {
  report: AgingReport | null;
  status: RequestStatus;
}

const initialState: ReportState = { report: null, status: idle };

export const reportRequest = requestActions<AgingReport>('agingReport/report');

export const reportSlice = createSlice({
  name: 'agingReport',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<{ dealershipId: string; months: number }>) {
      if (state.report?.dealershipId !== action.payload.dealershipId) state.report = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(reportRequest.succeeded, (state, action) => {
      state.report = action.payload;
    });
    trackRequest(builder, reportRequest, 'status');
  },
});

export const reportActions = reportSlice.actions;

type WithReport = { agingReport: ReportState };
export const selectReport = (state: WithReport) => state.agingReport;
