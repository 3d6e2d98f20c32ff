import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';

/**
 * Buy Now (issue 33): a buyer buys a vehicle at its Buy Now price in one call, after a dialog that
 * states the amount; the seller sets, changes or clears that price on the vehicle detail.
 *
 * The buyer's flow, one vehicle at a time: `requested` opens the dialog on the price the screen
 * showed and its version (the call's If-Match), `confirmed` buys. When the price moved since (412)
 * the dialog shows the new price (`priceMoved`) and asks again; a price withdrawn, a vehicle sold
 * meanwhile or any other refusal ends in `failed` with a code the dialog words.
 */
export interface BuyNowTarget {
  inventoryId: string;
  /** "2021 Toyota Camry": the dialog names the vehicle. */
  title: string;
  price: number;
  /** The vehicle's buyNowVersion the price was read at. */
  version: number;
}

/** sold: sold (or its price withdrawn) meanwhile (409); withdrawn: the 412 said the price is gone. */
export type BuyNowFailure = 'sold' | 'withdrawn' | 'forbidden' | 'error';

export interface BuyNowState {
  target: BuyNowTarget | null;
  step: 'confirm' | 'buying' | 'bought' | 'failed';
  /** The price the dialog first stated, when a 412 replaced it (the dialog says it changed). */
  previousPrice: number | null;
  failure: BuyNowFailure | null;
  /** The seller's price form: the vehicle it saves for, and how that went. */
  priceSave: { inventoryId: string | null; status: RequestStatus };
}

const initialState: BuyNowState = {
  target: null,
  step: 'confirm',
  previousPrice: null,
  failure: null,
  priceSave: { inventoryId: null, status: idle },
};

export const buyNowSlice = createSlice({
  name: 'buyNow',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<BuyNowTarget>) {
      return { ...initialState, priceSave: state.priceSave, target: action.payload };
    },
    confirmed(state) {
      if (state.target && state.step === 'confirm') state.step = 'buying';
    },
    /** The dialog closed (cancelled, or closed after the answer). */
    dismissed(state) {
      return { ...initialState, priceSave: state.priceSave };
    },
    /** 412: the price is another now; ask again at it. */
    priceMoved(state, action: PayloadAction<{ price: number; version: number }>) {
      if (!state.target) return;
      state.previousPrice ??= state.target.price;
      state.target = { ...state.target, ...action.payload };
      state.step = 'confirm';
    },
    bought(state, _action: PayloadAction<{ inventoryId: string; offerId: string }>) {
      state.step = 'bought';
    },
    failed(state, action: PayloadAction<BuyNowFailure>) {
      state.step = 'failed';
      state.failure = action.payload;
    },
    /** The seller saves a price (null: clears it). */
    priceSubmitted(state, action: PayloadAction<{ inventoryId: string; price: number | null }>) {
      state.priceSave = { inventoryId: action.payload.inventoryId, status: loading };
    },
    priceSaved(state, _action: PayloadAction<{ inventoryId: string }>) {
      state.priceSave.status = succeeded;
    },
    priceSaveFailed(state, action: PayloadAction<ApiProblem>) {
      state.priceSave.status = failed(action.payload);
    },
  },
});

export const buyNowActions = buyNowSlice.actions;

type WithBuyNow = { buyNow: BuyNowState };
export const selectBuyNow = (state: WithBuyNow) => state.buyNow;
