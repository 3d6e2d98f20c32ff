import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { IncomingOfferGroup, OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, requestActions, succeeded, trackRequest, type RequestStatus } from '../../../shared/request-status';

export type SellerDecision = 'accept' | 'reject' | 'counter';

/** Incoming bids (/incomingoffers, grouped by vehicle) and one of them (/offerdetails/{offerId}). */
export interface IncomingOffersState {
  groups: IncomingOfferGroup[];
  status: RequestStatus;
  /** The vehicle whose group is being removed, and how it went. */
  removal: { inventoryId: string; status: RequestStatus } | null;
  detailOfferId: string | null;
  detail: Offer | null;
  detailStatus: RequestStatus;
  decision: { kind: SellerDecision; status: RequestStatus } | null;
  message: RequestStatus;
  /** The auditors' History tab of the detail. */
  history: OfferHistoryEntry[];
  historyStatus: RequestStatus;
}

const initialState: IncomingOffersState = {
  groups: [],
  status: idle,
  removal: null,
  detailOfferId: null,
  detail: null,
  detailStatus: idle,
  decision: null,
  message: idle,
  history: [],
  historyStatus: idle,
};

export const incomingRequest = requestActions<IncomingOfferGroup[]>('incomingOffers/list');
export const incomingDetailRequest = requestActions<Offer>('incomingOffers/detail');
export const historyRequest = requestActions<OfferHistoryEntry[]>('incomingOffers/history');
export const sellerMessageCommand = requestActions<void>('incomingOffers/message');

export const incomingSlice = createSlice({
  name: 'incomingOffers',
  initialState,
  reducers: {
    listOpened() {},
    listLeft() {},
    groupRemoved(state, action: PayloadAction<{ inventoryId: string }>) {
      state.removal = { inventoryId: action.payload.inventoryId, status: loading };
    },
    removalFinished(state, action: PayloadAction<ApiProblem | null>) {
      if (state.removal) state.removal.status = action.payload ? failed(action.payload) : succeeded;
    },
    detailOpened(state, action: PayloadAction<{ offerId: string }>) {
      if (state.detailOfferId !== action.payload.offerId) {
        state.detail = null;
        state.detailStatus = loading;
        state.history = [];
        state.historyStatus = idle;
        state.message = idle;
      }
      state.decision = null;
      state.detailOfferId = action.payload.offerId;
    },
    detailLeft() {},
    /** `version`: the terms version the confirmation showed (the decision's If-Match); `amount`: a counter's. */
    decided(state, action: PayloadAction<{ kind: SellerDecision; version: number; amount?: number }>) {
      state.decision = { kind: action.payload.kind, status: loading };
    },
    decisionFinished(state, action: PayloadAction<ApiProblem | null>) {
      if (state.decision) state.decision.status = action.payload ? failed(action.payload) : succeeded;
    },
    messageSent(_state, _action: PayloadAction<{ offerId: string; message: string }>) {},
    historyOpened(_state, _action: PayloadAction<{ offerId: string }>) {},
  },
  extraReducers: (builder) => {
    builder
      .addCase(incomingRequest.succeeded, (state, action) => {
        state.groups = action.payload;
      })
      .addCase(incomingDetailRequest.succeeded, (state, action) => {
        if (action.payload.id === state.detailOfferId) state.detail = action.payload;
      })
      .addCase(historyRequest.succeeded, (state, action) => {
        state.history = action.payload;
      });
    trackRequest(builder, incomingRequest, 'status');
    trackRequest(builder, incomingDetailRequest, 'detailStatus');
    trackRequest(builder, historyRequest, 'historyStatus');
    trackRequest(builder, sellerMessageCommand, 'message', { submission: true });
  },
});

export const incomingActions = incomingSlice.actions;

type WithIncoming = { incomingOffers: IncomingOffersState };
export const selectIncoming = (state: WithIncoming) => state.incomingOffers;
/** The network value of the open bid's vehicle (an offer read carries its market figures); null
 * without one. */
export const selectDetailValue = ({ incomingOffers: { detail } }: WithIncoming): number | null => detail?.inventory.market.value ?? null;
