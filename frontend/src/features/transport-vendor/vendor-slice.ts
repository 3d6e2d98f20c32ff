import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** The public vendor page (/bidtransport/{uid}): the job to quote and the quote sent. */
export interface TransportVendorState {
  uid: string | null;
  bid: PublicTransportBid | null;
  status: RequestStatus;
  quote: RequestStatus;
}

const initialState: TransportVendorState = { uid: null, bid: null, status: idle, quote: idle };

export const vendorBidRequest = requestActions<PublicTransportBid>('transportVendor/bid');
export const quoteCommand = requestActions<void>('transportVendor/quote');

export const transportVendorSlice = createSlice({
  name: 'transportVendor',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ uid: string }>) {
      if (state.uid !== action.payload.uid) return { ...initialState, uid: action.payload.uid, status: loading };
    },
    quoted(_state, _action: PayloadAction<{ bidAmount: number }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(vendorBidRequest.succeeded, (state, action) => {
      state.bid = action.payload;
    });
    trackRequest(builder, vendorBidRequest, 'status');
    trackRequest(builder, quoteCommand, 'quote', { submission: true });
  },
});

export const transportVendorActions = transportVendorSlice.actions;

type WithVendor = { transportVendor: TransportVendorState };
export const selectTransportVendor = (state: WithVendor) => state.transportVendor;
