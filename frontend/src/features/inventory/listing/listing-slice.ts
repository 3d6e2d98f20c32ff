import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { ListingType, SortDirection } from '@dtn/contracts/enums';
import type { InventoryViewQuery } from '@dtn/contracts/routes/inventory-queries';
import { idle, loading, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * The inventory listing (/inventorylisting/{dealershipId}/{age}) and the spotlighted page share
 * one slice: the view shown, its new/used checkboxes (both on by default), what it sorts by and
 * the sort direction.
 */
export type ListingSortBy = InventoryViewQuery['sortBy'];
export type ListingView = { kind: 'age'; dealershipId: string; age: string } | { kind: 'spotlighted' };

export interface ListingState {
  view: ListingView | null;
  /** A listing or spotlighted page is mounted (a spotlight change elsewhere need not reload it). */
  active: boolean;
  listingTypes: ListingType[];
  sortOrder: SortDirection;
  /** Days in inventory (the spec's) or price-to-market. */
  sortBy: ListingSortBy;
  items: InventoryItem[];
  status: RequestStatus;
}

const allListingTypes: ListingType[] = ['NEW', 'USED'];

const initialState: ListingState = {
  view: null,
  active: false,
  listingTypes: allListingTypes,
  sortOrder: 'Ascending',
  sortBy: 'days',
  items: [],
  status: idle,
};

export const listingRequest = requestActions<InventoryItem[]>('inventoryListing/items');

const sameView = (a: ListingView | null, b: ListingView) => JSON.stringify(a) === JSON.stringify(b);

export const listingSlice = createSlice({
  name: 'inventoryListing',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<ListingView>) {
      if (!sameView(state.view, action.payload)) {
        state.items = [];
        state.status = loading;
      }
      state.view = action.payload;
      state.active = true;
    },
    closed(state) {
      state.active = false;
    },
    listingTypeToggled(state, action: PayloadAction<{ type: ListingType; on: boolean }>) {
      const { type, on } = action.payload;
      state.listingTypes = allListingTypes.filter((each) => (each === type ? on : state.listingTypes.includes(each)));
    },
    sortByChanged(state, action: PayloadAction<ListingSortBy>) {
      state.sortBy = action.payload;
    },
    sortToggled(state) {
      state.sortOrder = state.sortOrder === 'Ascending' ? 'Descending' : 'Ascending';
    },
    /** Reload the current view (retry). */
    refreshed() {},
  },
  extraReducers: (builder) => {
    builder.addCase(listingRequest.succeeded, (state, action) => {
      state.items = action.payload;
    });
    trackRequest(builder, listingRequest, 'status');
  },
});

export const listingActions = listingSlice.actions;

type WithListing = { inventoryListing: ListingState };
export const selectListing = (state: WithListing) => state.inventoryListing;
