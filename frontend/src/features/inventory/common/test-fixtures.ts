import { unknownMarket } from '@dtn/contracts/entities/market';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { Paged } from '@dtn/contracts/paging';

/** Test data for the inventory screens' tests (not shipped: only tests import it). */
let serial = 0;
const nextId = () => {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};
const vinOf = (n: number) => `1HGCM82633A${String(n).padStart(6, '0')}`;

export function marketplaceItem(overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  const id = nextId();
  return {
    id,
    vin: vinOf(serial),
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    trim: 'SE',
    images: [],
    sold: false,
    spotlight: false,
    tradeIn: false,
    dealershipId: '00000000-0000-4000-8000-0000000000d1',
    data: { Odometer: '12000', 'List Price': '23450' },
    buyNowPrice: null,
    buyNowVersion: 0,
    market: unknownMarket(3),
    ...overrides,
  };
}

export function pageOf<T>(results: T[], page: number, pageCount: number): Paged<T> {
  return { page, pageCount, totalCount: pageCount * 15, results };
}

export function inventoryItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  const id = nextId();
  return {
    id,
    vin: vinOf(serial),
    stockNumber: `STK${serial}`,
    year: 2020,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    listingType: 'USED',
    images: [],
    spotlight: false,
    sold: false,
    tradeIn: false,
    postId: null,
    dealershipId: '00000000-0000-4000-8000-00000000d001',
    // Another dealer group than testUser()'s: the user may bid on it.
    dealerGroupId: '00000000-0000-4000-8000-0000000000bb',
    dealershipInfo: { name: 'Lone Star Ford', city: 'Dallas', state: 'TX' },
    inventoryDate: '2024-01-01T00:00:00.000Z',
    data: {
      Description: 'XLT SuperCrew 4WD',
      Odometer: '34500',
      Engine: '3.5L V6',
      'Interior Color': 'Black',
      'Exterior Color': 'Oxford White',
      'VIN Explosion Fuel Type': 'Gasoline',
      Transmission: 'Automatic',
      'Vehicle Style': 'Pickup',
      'List Price': '41999.5',
    },
    daysInInventory: 12,
    buyNowPrice: null,
    buyNowVersion: 0,
    market: unknownMarket(3),
    ...overrides,
  };
}

export function rollupRow(overrides: Partial<InventoryRollupRow> = {}): InventoryRollupRow {
  return {
    dealershipId: nextId(),
    name: 'Lone Star Ford',
    address1: '1 Main St',
    address2: '',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    thirtyDaysOldCount: 0,
    sixtyDaysOldCount: 0,
    ninetyDaysOldCount: 0,
    oneTwentyDaysOldCount: 0,
    overOneTwentyDaysOldCount: 0,
    bandCounts: { '0-15': 0, '16-30': 0, '31-45': 0, '46-60': 0, '61-75': 0, '76-90': 0, '91-105': 0, '106-120': 0, 'over-120': 0 },
    averagePriceToMarket: null,
    ...overrides,
  };
}

/** An offer with just the fields the bid panel reads; the rest is filler of the right shape. */
export function offerOn(item: InventoryItem, status: Offer['status']): Offer {
  return {
    origin: 'bid',
    standingOrderId: null,
    standingOrderEndsAt: null,
    id: nextId(),
    inventoryId: item.id,
    inventory: item,
    status,
    version: 0,
    turn: status === 'submitted' ? 'seller' : null,
    deadline: null,
    rounds: [],
    offerAmount: null,
    transportOfferAmount: null,
    total: 0,
    currency: 'USD',
    userId: nextId(),
    user: { firstName: 'Bo', lastName: 'Buyer', title: 'Buyer', imageUrl: '' },
    sellerDismissed: false,
    transportationSearchRadius: null,
    destinationDealershipId: null,
    transportBidRequest: null,
    conversation: { users: [], messages: [] },
    counterpartyContactDetails: null,
    winningTransportVendor: null,
  };
}
