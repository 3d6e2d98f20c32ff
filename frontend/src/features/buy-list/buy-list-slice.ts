import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyListItem } from '@dtn/contracts/entities/buy-list';
import type { AutoOfferBody, BuyListCommandResult } from '@dtn/contracts/routes/buy-list';
import type { NameCount } from '@dtn/contracts/routes/network-makes';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../shared/request-status';

/** What the add dialog sends (section 7's body; id, coordinates and flags take their defaults). */
export interface BuyListDraft {
  make: string;
  model: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
  /** Set: the item is also a standing order (issue 35). */
  autoOffer?: AutoOfferBody;
}

/** What the owner does to an item's standing order. */
export type OrderAction = 'pause' | 'resume' | 'end';

/**
 * The buy list (spec sections 2, 5, 8): the user's wanted vehicles, an add dialog whose failure
 * text is kept and shown (`addStatus` stays failed until the next try), and removal after a
 * confirmation. The lookups feed the dialog: make, then model (those the network has listed, with
 * counts), then that model's years.
 */
export interface BuyListState {
  items: BuyListItem[];
  status: RequestStatus;
  addStatus: RequestStatus;
  /** Bumped on each item added: the dialog resets and closes when it changes. */
  addedCount: number;
  removeStatus: RequestStatus;
  /** The last pause, resume or end: of which item, and how it went. */
  orderTarget: { id: string; action: OrderAction } | null;
  orderStatus: RequestStatus;
  makes: NameCount[];
  models: NameCount[];
  modelsOf: string | null;
  years: number[];
  yearsOf: string | null;
}

const initialState: BuyListState = {
  items: [],
  status: idle,
  addStatus: idle,
  addedCount: 0,
  removeStatus: idle,
  orderTarget: null,
  orderStatus: idle,
  makes: [],
  models: [],
  modelsOf: null,
  years: [],
  yearsOf: null,
};

export const buyListRequest = requestActions<BuyListItem[]>('buyList/list');
export const addRequest = requestActions<BuyListCommandResult>('buyList/add');
export const removeRequest = requestActions<BuyListCommandResult>('buyList/remove');
export const orderRequest = requestActions<BuyListCommandResult>('buyList/order');

export const buyListSlice = createSlice({
  name: 'buyList',
  initialState,
  reducers: {
    opened() {},
    addSubmitted(_state, _action: PayloadAction<BuyListDraft>) {},
    removeConfirmed(_state, _action: PayloadAction<string>) {},
    orderActed(state, action: PayloadAction<{ id: string; action: OrderAction }>) {
      state.orderTarget = action.payload;
    },
    makesRequested() {},
    makesLoaded(state, action: PayloadAction<NameCount[]>) {
      state.makes = action.payload;
    },
    modelsRequested(state, action: PayloadAction<string>) {
      state.modelsOf = action.payload;
      state.models = [];
    },
    modelsLoaded(state, action: PayloadAction<{ make: string; models: NameCount[] }>) {
      if (action.payload.make === state.modelsOf) state.models = action.payload.models;
    },
    yearsRequested(state, action: PayloadAction<{ make: string; model: string }>) {
      state.yearsOf = `${action.payload.make}|${action.payload.model}`;
      state.years = [];
    },
    yearsLoaded(state, action: PayloadAction<{ key: string; years: number[] }>) {
      if (action.payload.key === state.yearsOf) state.years = action.payload.years;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(buyListRequest.succeeded, (state, action) => {
        state.items = action.payload;
      })
      .addCase(addRequest.succeeded, (state) => {
        state.addedCount += 1;
      });
    trackRequest(builder, buyListRequest, 'status');
    trackRequest(builder, addRequest, 'addStatus', { submission: true });
    trackRequest(builder, removeRequest, 'removeStatus', { submission: true });
    trackRequest(builder, orderRequest, 'orderStatus', { submission: true });
  },
});

export const buyListActions = buyListSlice.actions;
export const selectBuyList = (state: { buyList: BuyListState }) => state.buyList;
