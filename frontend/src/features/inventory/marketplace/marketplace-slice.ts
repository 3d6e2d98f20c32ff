import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultMarketplaceRadius, type MarketplaceRadius } from '@dtn/contracts/constants';
import type { DistanceUnit, ListingType } from '@dtn/contracts/enums';
import type { MarketplaceFilters, MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import type { NameCount } from '@dtn/contracts/routes/network-makes';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';

/**
 * The marketplace: filters (spec section 3, defaults of section 9), the reset rules of section 2,
 * the year rule of section 5, and the pages loaded so far by infinite scroll.
 */
export interface MarketplaceFilterValues {
  make: string | null;
  model: string | null;
  trim: string[];
  startYear: number | null;
  endYear: number | null;
  searchRadius: MarketplaceRadius;
  distanceUnit: DistanceUnit;
  spotlights: boolean;
  /** Only vehicles with a Buy Now price. */
  buyNowOnly: boolean;
  listingType: ListingType[];
  /** 'default': spotlights first, then the newest; 'priceToMarket': the lowest first. */
  sort: MarketplaceFilters['sort'];
}

const defaultFilters: MarketplaceFilterValues = {
  make: null,
  model: null,
  trim: [],
  startYear: null,
  endYear: null,
  searchRadius: defaultMarketplaceRadius,
  distanceUnit: 'MILES',
  spotlights: false,
  buyNowOnly: false,
  listingType: ['NEW', 'USED'],
  sort: 'default',
};

export interface MarketplaceState {
  filters: MarketplaceFilterValues;
  /** Set when a year change was rejected (marketplace.filters.date-error). */
  dateError: boolean;
  /** Bumped on every filter change so that a page of an older search is dropped. */
  generation: number;
  items: MarketplaceItem[];
  /** Last page loaded (1-based), 0 before the first. */
  page: number;
  pageCount: number;
  /** The search; a failed next page fails it too (the grid shows what failed). */
  status: RequestStatus;
  loadingMore: boolean;
  /** Makes and models: what other groups have listed, with counts; trims and years: vPIC's. */
  options: { makes: NameCount[]; models: NameCount[]; trims: string[]; years: number[] };
}

const initialState: MarketplaceState = {
  filters: defaultFilters,
  dateError: false,
  generation: 0,
  items: [],
  page: 0,
  pageCount: 0,
  status: idle,
  loadingMore: false,
  options: { makes: [], models: [], trims: [], years: [] },
};

export interface PageLoaded {
  generation: number;
  paged: Paged<MarketplaceItem>;
  /** true for a fresh search or a refetch (replaces the list), false for the next page. */
  replace: boolean;
}

function changed(state: MarketplaceState) {
  state.generation += 1;
}

export const marketplaceSlice = createSlice({
  name: 'marketplace',
  initialState,
  reducers: {
    /** The page mounted: search with the current filters, start polling. */
    opened() {},
    closed() {},
    makeChanged(state, action: PayloadAction<string | null>) {
      Object.assign(state.filters, { make: action.payload, model: null, trim: [], startYear: null, endYear: null });
      state.options.models = [];
      state.options.trims = [];
      state.options.years = [];
      state.dateError = false;
      changed(state);
    },
    modelChanged(state, action: PayloadAction<string | null>) {
      Object.assign(state.filters, { model: action.payload, trim: [], startYear: null, endYear: null });
      state.options.trims = [];
      state.options.years = [];
      state.dateError = false;
      changed(state);
    },
    trimChanged(state, action: PayloadAction<string[]>) {
      state.filters.trim = action.payload;
      changed(state);
    },
    startYearChanged(state, action: PayloadAction<number | null>) {
      const year = action.payload;
      const { endYear } = state.filters;
      const rejected = year !== null && endYear !== null && year > endYear;
      state.filters.startYear = rejected ? null : year;
      state.dateError = rejected;
      changed(state);
    },
    endYearChanged(state, action: PayloadAction<number | null>) {
      const year = action.payload;
      const { startYear } = state.filters;
      const rejected = year !== null && startYear !== null && year < startYear;
      state.filters.endYear = rejected ? null : year;
      state.dateError = rejected;
      changed(state);
    },
    radiusChanged(state, action: PayloadAction<MarketplaceRadius>) {
      state.filters.searchRadius = action.payload;
      state.filters.distanceUnit = 'MILES';
      changed(state);
    },
    unitChanged(state, action: PayloadAction<DistanceUnit>) {
      state.filters.distanceUnit = action.payload;
      changed(state);
    },
    spotlightsChanged(state, action: PayloadAction<boolean>) {
      state.filters.spotlights = action.payload;
      changed(state);
    },
    buyNowOnlyChanged(state, action: PayloadAction<boolean>) {
      state.filters.buyNowOnly = action.payload;
      changed(state);
    },
    listingTypeChanged(state, action: PayloadAction<ListingType[]>) {
      state.filters.listingType = action.payload;
      changed(state);
    },
    sortChanged(state, action: PayloadAction<MarketplaceFilters['sort']>) {
      state.filters.sort = action.payload;
      changed(state);
    },
    filtersReset(state) {
      state.filters = defaultFilters;
      state.dateError = false;
      changed(state);
    },
    /** A new search: the cards already shown stay (aria-busy) until the first page replaces them. */
    searchStarted(state) {
      state.status = loading;
    },
    loadMore() {},
    loadMoreStarted(state) {
      state.loadingMore = true;
    },
    pageLoaded(state, action: PayloadAction<PageLoaded>) {
      const { generation, paged, replace } = action.payload;
      if (generation !== state.generation) return;
      state.items = replace ? paged.results : [...state.items, ...paged.results];
      state.page = paged.page;
      state.pageCount = paged.pageCount;
      state.status = succeeded;
      state.loadingMore = false;
    },
    searchFailed(state, action: PayloadAction<{ generation: number; problem: ApiProblem }>) {
      if (action.payload.generation !== state.generation) return;
      state.status = failed(action.payload.problem);
      state.loadingMore = false;
    },
    makesLoaded(state, action: PayloadAction<NameCount[]>) {
      state.options.makes = action.payload;
    },
    modelsLoaded(state, action: PayloadAction<NameCount[]>) {
      state.options.models = action.payload;
    },
    modelDetailsLoaded(state, action: PayloadAction<{ trims: string[]; years: number[] }>) {
      state.options.trims = action.payload.trims;
      state.options.years = action.payload.years;
    },
  },
});

export const marketplaceActions = marketplaceSlice.actions;

type WithMarketplace = { marketplace: MarketplaceState };
export const selectMarketplace = (state: WithMarketplace) => state.marketplace;
export const selectHasMorePages = (state: WithMarketplace) =>
  state.marketplace.status.state === 'succeeded' && state.marketplace.page < state.marketplace.pageCount;

/** The actions that change the search: the saga debounces them. */
export const filterActionTypes = [
  marketplaceActions.makeChanged,
  marketplaceActions.modelChanged,
  marketplaceActions.trimChanged,
  marketplaceActions.startYearChanged,
  marketplaceActions.endYearChanged,
  marketplaceActions.radiusChanged,
  marketplaceActions.unitChanged,
  marketplaceActions.spotlightsChanged,
  marketplaceActions.buyNowOnlyChanged,
  marketplaceActions.listingTypeChanged,
  marketplaceActions.sortChanged,
  marketplaceActions.filtersReset,
].map((creator) => creator.type);
