import { unknownMarket } from '@dtn/contracts/entities/market';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { TransportBid } from '@dtn/contracts/entities/transport';
import type { Dealership } from '@dtn/contracts/entities/dealership';

/** Test data for the offers screens' tests (not shipped: only tests import it). */
let serial = 100;
const nextId = () => {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

const sellerGroupId = '00000000-0000-4000-8000-0000000000bb';

export function vehicle(overrides: Partial<InventoryItem> = {}): InventoryItem {
  const id = nextId();
  return {
    id,
    vin: `2T1BURHE0JC${String(serial).padStart(6, '0')}`,
    stockNumber: `P${serial}`,
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    trim: 'SE',
    listingType: 'USED',
    images: [],
    spotlight: false,
    sold: false,
    tradeIn: false,
    postId: null,
    dealershipId: '00000000-0000-4000-8000-00000000d100',
    dealerGroupId: sellerGroupId,
    dealershipInfo: { name: 'Pacific Toyota Plano', city: 'Plano', state: 'TX' },
    inventoryDate: '2025-01-01T00:00:00.000Z',
    data: { 'List Price': '23450' },
    daysInInventory: 20,
    buyNowPrice: null,
    buyNowVersion: 0,
    market: unknownMarket(3),
    ...overrides,
  };
}

export function transportBid(overrides: Partial<TransportBid> = {}): TransportBid {
  return {
    id: nextId(),
    status: 'pending',
    bidAmount: null,
    make: 'Toyota',
    model: 'Camry',
    distanceinKm: 40,
    transportVendor: { name: 'Red River Auto Haulers', city: 'Dallas', state: 'TX', imageUrl: '/media/placeholder/red-river.svg' },
    ...overrides,
  };
}

export function offer(item: InventoryItem, overrides: Partial<Offer> = {}): Offer {
  return {
    origin: 'bid',
    standingOrderId: null,
    standingOrderEndsAt: null,
    id: nextId(),
    inventoryId: item.id,
    inventory: item,
    status: 'submitted',
    version: 0,
    turn: null,
    deadline: null,
    rounds: [],
    offerAmount: 21000,
    transportOfferAmount: null,
    total: 21000,
    currency: 'USD',
    userId: '00000000-0000-4000-8000-000000000001',
    user: { firstName: 'Morgan', lastName: 'Reyes', title: 'Dealer Principal', imageUrl: '' },
    sellerDismissed: false,
    transportationSearchRadius: null,
    destinationDealershipId: null,
    transportBidRequest: null,
    conversation: { users: [], messages: [] },
    counterpartyContactDetails: null,
    winningTransportVendor: null,
    ...overrides,
  };
}

export function dealership(overrides: Partial<Dealership> = {}): Dealership {
  return {
    id: nextId(),
    name: 'Lone Star Toyota of Dallas',
    dealerVaultId: 'DV5001',
    address1: '1200 Main St',
    address2: '',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    country: 'US',
    active: true,
    dealerGroupId: '00000000-0000-4000-8000-0000000000aa',
    holdingCostPerDay: 35,
    agingThresholds: [30, 45, 60, 90],
    ...overrides,
  };
}

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
