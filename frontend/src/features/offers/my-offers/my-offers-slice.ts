import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, requestActions, succeeded, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** What the buyer can do to an offer from their list or its detail (spec section 4), and on its
 * terms on their turn (issue 33: accept the seller's counter, counter, stand by their amount). */
export type BuyerAction = 'cancel' | 'restore' | 'dismiss' | 'accept' | 'counter' | 'stand';

/** My bids (/myoffers) and one of them (/myofferdetails/{inventoryId}). */
export interface MyOffersState {
  offers: Offer[];
  status: RequestStatus;
  /** The vehicle whose offer the detail shows; null when the detail is not open. */
  detailInventoryId: string | null;
  /** null: the user has no offer on that vehicle (204). */
  detail: Offer | null;
  detailStatus: RequestStatus;
  /** The last cancel, restore or dismiss and how it went. */
  action: { offerId: string; kind: BuyerAction; status: RequestStatus } | null;
  message: RequestStatus;
}

const initialState: MyOffersState = {
  offers: [],
  status: idle,
  detailInventoryId: null,
  detail: null,
  detailStatus: idle,
  action: null,
  message: idle,
};

export const myOffersRequest = requestActions<Offer[]>('myOffers/list');
export const myOfferDetailRequest = requestActions<Offer | null>('myOffers/detail');
export const buyerMessageCommand = requestActions<void>('myOffers/message');

export const myOffersSlice = createSlice({
  name: 'myOffers',
  initialState,
  reducers: {
    listOpened() {},
    listLeft() {},
    detailOpened(state, action: PayloadAction<{ inventoryId: string }>) {
      if (state.detailInventoryId !== action.payload.inventoryId) {
        state.detail = null;
        state.detailStatus = loading;
        state.message = idle;
      }
      state.detailInventoryId = action.payload.inventoryId;
    },
    detailLeft() {},
    /** `version`: the terms version the button was shown with (the action's If-Match); `amount`: a counter's. */
    actionRequested(state, action: PayloadAction<{ offerId: string; kind: BuyerAction; version: number; amount?: number }>) {
      state.action = { offerId: action.payload.offerId, kind: action.payload.kind, status: loading };
    },
    actionSucceeded(state) {
      if (state.action) state.action.status = succeeded;
    },
    actionFailed(state, action: PayloadAction<ApiProblem>) {
      if (state.action) state.action.status = failed(action.payload);
    },
    messageSent(_state, _action: PayloadAction<{ offerId: string; message: string }>) {},
  },
  extraReducers: (builder) => {
    builder
      .addCase(myOffersRequest.succeeded, (state, action) => {
        state.offers = action.payload;
      })
      .addCase(myOfferDetailRequest.succeeded, (state, action) => {
        state.detail = action.payload;
      });
    trackRequest(builder, myOffersRequest, 'status');
    trackRequest(builder, myOfferDetailRequest, 'detailStatus');
    trackRequest(builder, buyerMessageCommand, 'message', { submission: true });
  },
});

export const myOffersActions = myOffersSlice.actions;

type WithMyOffers = { myOffers: MyOffersState };
export const selectMyOffers = (state: WithMyOffers) => state.myOffers;
