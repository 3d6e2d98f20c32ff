import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** The vehicle of /inventorydetail/{vin} and the caller's offer on it (the bid panel). */
export interface DetailState {
  vin: string | null;
  /** The page is on screen: offer changes elsewhere reload its bids only then. */
  shown: boolean;
  item: InventoryItem | null;
  status: RequestStatus;
  /** null: no offer yet (the offer call answered 204). */
  offer: Offer | null;
  offerStatus: RequestStatus;
  /** On the user's own group's vehicle: how many incoming bids it has (no bid panel there). */
  incomingCount: number | null;
  incomingStatus: RequestStatus;
}

const initialState: DetailState = {
  vin: null,
  shown: false,
  item: null,
  status: idle,
  offer: null,
  offerStatus: idle,
  incomingCount: null,
  incomingStatus: idle,
};

export const itemRequest = requestActions<InventoryItem>('inventoryDetail/item');
export const offerRequest = requestActions<Offer | null>('inventoryDetail/offer');
export const incomingRequest = requestActions<IncomingOfferGroup[]>('inventoryDetail/incoming');

export const detailSlice = createSlice({
  name: 'inventoryDetail',
  initialState,
  reducers: {
    /** `withOffer`: the user may see the bid panel, so the offer is loaded too (on another
     * group's vehicle; on their own the count of incoming bids instead). */
    opened(state, action: PayloadAction<{ vin: string; withOffer: boolean }>) {
      state.shown = true;
      if (state.vin !== action.payload.vin) {
        state.vin = action.payload.vin;
        state.item = null;
        state.status = loading;
        state.offer = null;
        state.offerStatus = idle;
        state.incomingCount = null;
        state.incomingStatus = idle;
      }
      // Inventory detail is "cached long" (section 9): a vehicle already shown stays while it reloads.
    },
    closed(state) {
      state.shown = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(itemRequest.succeeded, (state, action) => {
      if (action.payload.vin.toUpperCase() === state.vin?.toUpperCase()) state.item = action.payload;
    });
    builder.addCase(offerRequest.succeeded, (state, action) => {
      state.offer = action.payload;
    });
    builder.addCase(incomingRequest.succeeded, (state, action) => {
      const group = action.payload.find((each) => each.inventory.id === state.item?.id);
      state.incomingCount = group?.offers.length ?? 0;
    });
    trackRequest(builder, itemRequest, 'status');
    trackRequest(builder, offerRequest, 'offerStatus');
    trackRequest(builder, incomingRequest, 'incomingStatus');
  },
});

export const detailActions = detailSlice.actions;

type WithDetail = { inventoryDetail: DetailState };
export const selectDetail = (state: WithDetail) => state.inventoryDetail;
