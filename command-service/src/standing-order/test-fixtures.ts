/** Test support (not a test): a standing order, a vehicle it wants and the make-offer command. */
import type { BuyListEvent, OfferEvent } from '@dtn/contracts';
import { expect } from '@jest/globals';
import { evolve as evolveItem, initialState as noItem } from '../buy-list/state';
import type { InventoryState } from '../inventory/state';
import { evolve as evolveOffer, initialState as noOffer } from '../offer/state';
import { buyer, listedVehicle, offerId } from '../offer/test-fixtures';
import { decideMakeOffer, type MakeStandingOffer } from './decide-make-offer';

export const orderId = '9b000000-0000-4000-8000-000000000001';
const buyerDealershipId = '3d000000-0000-4000-8000-000000000009';
/** Noon in Chicago; the day the caps count is 2025-03-01 there. */
export const now = new Date('2025-03-01T18:00:00.000Z');
export const endsAt = '2025-03-31T18:00:00.000Z';

export const added: BuyListEvent = {
  type: 'BuyListItemAdded',
  data: {
    id: orderId,
    userId: buyer.id,
    dealerGroupId: buyer.dealerGroupId,
    make: 'Honda',
    model: 'Accord',
    startYear: 2018,
    endYear: 2022,
    searchRadius: 100,
    retailReadyOnly: false,
    tradeIn: false,
    latitude: 41.88,
    longitude: -87.63,
  },
};
type PlacedData = Extract<BuyListEvent, { type: 'StandingOrderPlaced' }>['data'];
export const placed = (over: Partial<PlacedData> = {}): BuyListEvent => ({
  type: 'StandingOrderPlaced',
  data: {
    id: orderId,
    userId: buyer.id,
    dealershipId: buyerDealershipId,
    trims: [],
    maxMileage: null,
    listingTypes: [],
    maxPrice: 20_000,
    maxPercentOfValue: null,
    endsAt,
    maxUnitsPerDay: 2,
    maxDollarsPerDay: 50_000,
    timeZone: 'America/Chicago',
    ...over,
  },
});
export const offered = (amount: number, day = '2025-03-01', inventoryId = '1b000000-0000-4000-8000-0000000000ff'): BuyListEvent => ({
  type: 'StandingOrderOffered',
  data: { id: orderId, offerId: '0a000000-0000-4000-8000-0000000000ff', inventoryId, amount, day },
});

/** A 2020 Accord at 30,000 miles listed at $18,500, 10 miles from the order's centre. */
export const vehicle = (
  over: { data?: Record<string, string>; trim?: string; year?: number; listingType?: 'NEW' | 'USED' } = {},
): InventoryState => ({
  ...listedVehicle,
  vehicle: {
    ...listedVehicle.vehicle,
    year: over.year ?? 2020,
    trim: over.trim ?? 'EX',
    listingType: over.listingType ?? 'USED',
    data: over.data ?? { 'List Price': '18500', Odometer: '30,000' },
  },
});

export const makeOffer = (over: Partial<MakeStandingOffer> = {}): MakeStandingOffer => ({
  type: 'MakeStandingOffer',
  orderId,
  offerId,
  buyer,
  canCreateOffer: true,
  dealershipActive: true,
  vehicle: vehicle(),
  milesAway: 10,
  value: { now: 21_000, weekAgo: 21_500 },
  now,
  responseHours: 24,
  ...over,
});

/** given({ order, offer }).when(command).then({ order, offer }): both streams folded from their events. */
export const given = (history: { order: BuyListEvent[]; offer?: OfferEvent[] }) => ({
  when: (command: MakeStandingOffer) => {
    const run = () =>
      decideMakeOffer(command, [history.order.reduce(evolveItem, noItem), (history.offer ?? []).reduce(evolveOffer, noOffer)]);
    return { then: (expected: { order: BuyListEvent[]; offer: OfferEvent[] }) => expect(run()).toEqual([expected.order, expected.offer]) };
  },
});
