import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { LoadStatus } from '../marketplace/marketplace-slice';

/** The vehicle of /inventorydetail/{vin} and the caller's offer on it (the bid panel). */
export interface DetailState {
  vin: string | null;
  item: InventoryItem | null;
  status: LoadStatus;
  /** null: no offer yet (the offer call answered 204). */
  offer: Offer | null;
  offerStatus: LoadStatus;
}

const initialState: DetailState = { vin: null, item: null, status: 'idle', offer: null, offerStatus: 'idle' };

export const detailSlice = createSlice({
  name: 'inventoryDetail',
  initialState,
  reducers: {
    /** `withOffer`: the user may see the bid panel, so the offer is loaded too. */
    opened(state, action: PayloadAction<{ vin: string; withOffer: boolean }>) {
      if (state.vin !== action.payload.vin) {
        state.vin = action.payload.vin;
        state.item = null;
        state.offer = null;
        state.offerStatus = 'idle';
      }
      // Inventory detail is "cached long" (section 9): a vehicle already shown stays while it reloads.
      if (!state.item) state.status = 'loading';
    },
    loaded(state, action: PayloadAction<InventoryItem>) {
      if (action.payload.vin.toUpperCase() !== state.vin?.toUpperCase()) return;
      state.item = action.payload;
      state.status = 'loaded';
    },
    failed(state) {
      state.status = 'failed';
    },
    offerStarted(state) {
      if (state.offerStatus !== 'loaded') state.offerStatus = 'loading';
    },
    offerLoaded(state, action: PayloadAction<Offer | null>) {
      state.offer = action.payload;
      state.offerStatus = 'loaded';
    },
    offerFailed(state) {
      state.offerStatus = 'failed';
    },
  },
});

export const detailActions = detailSlice.actions;

type WithDetail = { inventoryDetail: DetailState };
export const selectDetail = (state: WithDetail) => state.inventoryDetail;
