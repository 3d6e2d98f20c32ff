import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { CohortSale } from '@dtn/contracts/entities/market';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { dataChanged } from '../../../shared/data-changed';
import type { BuyerMove } from '../../../shared/negotiation/negotiation-calls';
import { failed, idle, loading, requestActions, succeeded, trackRequest, type RequestStatus } from '../../../shared/request-status';

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
  /** Offers changed while the page was not shown (the user bid in the wizard, say): the offer
   * held is stale, so the panel waits for the fresh read instead of showing it. */
  offerStale: boolean;
  /** The buyer's last move from the panel (accept, counter, stand, cancel) and how it went. */
  move: { kind: BuyerMove['kind']; status: RequestStatus } | null;
  /** The Market panel's chart: the network's recent sales of the vehicle's cohort. */
  sales: CohortSale[];
  salesStatus: RequestStatus;
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
  offerStale: false,
  move: null,
  sales: [],
  salesStatus: idle,
};

export const itemRequest = requestActions<InventoryItem>('inventoryDetail/item');
export const offerRequest = requestActions<Offer | null>('inventoryDetail/offer');
export const incomingRequest = requestActions<IncomingOfferGroup[]>('inventoryDetail/incoming');
export const salesRequest = requestActions<CohortSale[]>('inventoryDetail/sales');

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
        state.sales = [];
        state.salesStatus = idle;
      } else if (state.offerStale && state.offerStatus.state !== 'idle') {
        // Read your own write: back from the wizard, the offer held predates the bid just made.
        state.offerStatus = loading;
      }
      state.offerStale = false;
      state.move = null;
      // Inventory detail is "cached long" (section 9): a vehicle already shown stays while it reloads.
    },
    closed(state) {
      state.shown = false;
    },
    moveRequested(state, action: PayloadAction<BuyerMove>) {
      state.move = { kind: action.payload.kind, status: loading };
    },
    moveFinished(state, action: PayloadAction<ApiProblem | null>) {
      if (state.move) state.move.status = action.payload ? failed(action.payload) : succeeded;
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
    builder.addCase(salesRequest.succeeded, (state, action) => {
      state.sales = action.payload;
    });
    builder.addCase(dataChanged, (state, action) => {
      if (!state.shown && action.payload.topics.includes('offers')) state.offerStale = true;
    });
    trackRequest(builder, itemRequest, 'status');
    trackRequest(builder, offerRequest, 'offerStatus');
    trackRequest(builder, incomingRequest, 'incomingStatus');
    trackRequest(builder, salesRequest, 'salesStatus');
  },
});

export const detailActions = detailSlice.actions;

type WithDetail = { inventoryDetail: DetailState };
export const selectDetail = (state: WithDetail) => state.inventoryDetail;
