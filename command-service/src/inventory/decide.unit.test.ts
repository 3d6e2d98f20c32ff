import { describe, it } from '@jest/globals';
import type { InventoryEvent, VehicleData } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { systemUserId, type Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type ImportVehicle } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '0d4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718';
const dealershipId = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const now = new Date('2025-03-01T12:00:00.000Z');
const seller: Actor = { id: '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40', role: 'UsedCarManager', dealerGroupId };
const stranger: Actor = { ...seller, id: '6c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d41', dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12' };
const admin: Actor = { id: '7c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d42', role: 'Admin', dealerGroupId: null };

const vehicle: VehicleData = {
  vin: '1HGCM82633A004352',
  stockNumber: 'S100',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  listingType: 'USED',
  images: ['a.jpg'],
  tradeIn: false,
  postId: null,
  inventoryDate: '2025-01-10T00:00:00.000Z',
  data: { Odometer: '120000', 'List Price': '4500' },
};
const importRow = (over: Partial<VehicleData> = {}, sold = false): ImportVehicle => ({
  type: 'ImportVehicle',
  data: { id, dealershipId, dealerGroupId, vehicle: { ...vehicle, ...over }, sold },
  now,
});
const listed: InventoryEvent = { type: 'VehicleListed', data: { ...vehicle, id, dealershipId, dealerGroupId } };
const soldByFeed: InventoryEvent = { type: 'VehicleSold', data: { id, soldAt: now.toISOString(), offerId: null } };
const spotlighted = (byUserId = seller.id): InventoryEvent => ({ type: 'VehicleSpotlighted', data: { id, byUserId } });
const spotlight = (actor: Actor | null = seller) => ({ type: 'SpotlightVehicle' as const, data: { id }, actor });
const unspotlight = (actor: Actor | null = seller) => ({ type: 'UnspotlightVehicle' as const, data: { id }, actor });
const sell = (actor: Actor | null = seller, offerId: string | null = null) => ({
  type: 'MarkVehicleSold' as const,
  data: { id, offerId },
  actor,
  now,
});

describe('ImportVehicle', () => {
  it('lists a vehicle the first time the feed names it', () => given([]).when(importRow()).then([listed]));

  it('lists and sells a vehicle that arrives already sold', () => given([]).when(importRow({}, true)).then([listed, soldByFeed]));

  it('appends nothing when the row has not changed (data key order does not matter)', () =>
    given([listed])
      .when(importRow({ data: { 'List Price': '4500', Odometer: '120000' }, inventoryDate: '2025-01-10T00:00:00Z' }))
      .thenNothingHappened());

  it('updates a listed vehicle whose row changed', () =>
    given([listed])
      .when(importRow({ data: { ...vehicle.data, 'List Price': '3999' } }))
      .then([{ type: 'VehicleUpdated', data: { ...vehicle, data: { ...vehicle.data, 'List Price': '3999' }, id } }]));

  it('does not sell twice when the feed keeps reporting the vehicle sold', () =>
    given([listed, soldByFeed]).when(importRow({}, true)).thenNothingHappened());
});

describe('SpotlightVehicle', () => {
  it('spotlights a listed vehicle of the user’s dealer group', () => given([listed]).when(spotlight()).then([spotlighted()]));

  it('lets an Admin spotlight any vehicle', () =>
    given([listed])
      .when(spotlight(admin))
      .then([spotlighted(admin.id)]));

  it('records the system user when the seed spotlights', () =>
    given([listed])
      .when(spotlight(null))
      .then([spotlighted(systemUserId)]));

  it('is a no-op when already spotlighted', () => given([listed, spotlighted()]).when(spotlight()).thenNothingHappened());

  it('refuses a sold vehicle', () => given([listed, soldByFeed]).when(spotlight()).thenThrows(ConflictError));

  it('refuses users of another dealer group, before revealing the sale', () =>
    given([listed, soldByFeed]).when(spotlight(stranger)).thenThrows(ForbiddenError));

  it('does not know unlisted vehicles', () => given([]).when(spotlight()).thenThrows(NotFoundError));
});

describe('UnspotlightVehicle', () => {
  it('removes the spotlight', () =>
    given([listed, spotlighted()])
      .when(unspotlight())
      .then([{ type: 'VehicleUnspotlighted', data: { id, byUserId: seller.id } }]));

  it('is a no-op when not spotlighted', () => given([listed]).when(unspotlight()).thenNothingHappened());

  it('refuses users of another dealer group', () => given([listed, spotlighted()]).when(unspotlight(stranger)).thenThrows(ForbiddenError));

  it('does not know unlisted vehicles', () => given([]).when(unspotlight()).thenThrows(NotFoundError));
});

describe('MarkVehicleSold', () => {
  const offerId = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';

  it('sells a listed vehicle, recording the winning offer', () =>
    given([listed])
      .when(sell(seller, offerId))
      .then([{ type: 'VehicleSold', data: { id, soldAt: now.toISOString(), offerId } }]));

  it('sells a vehicle once', () => given([listed, soldByFeed]).when(sell()).thenThrows(ConflictError));

  it('refuses users of another dealer group', () => given([listed]).when(sell(stranger)).thenThrows(ForbiddenError));

  it('does not know unlisted vehicles', () => given([]).when(sell()).thenThrows(NotFoundError));
});

describe('SetBuyNowPrice', () => {
  const setPrice = (price: number | null, actor: Actor | null = seller) => ({
    type: 'SetBuyNowPrice' as const,
    data: { id, price },
    actor,
  });
  const priceSet = (price: number | null, byUserId = seller.id): InventoryEvent => ({
    type: 'BuyNowPriceSet',
    data: { id, price, byUserId },
  });

  it('sets a Buy Now price on a listed vehicle of the user’s dealer group', () =>
    given([listed])
      .when(setPrice(18_500.5))
      .then([priceSet(18_500.5)]));

  it('changes the price, and clears it with null', () => {
    given([listed, priceSet(18_500)])
      .when(setPrice(17_999.99))
      .then([priceSet(17_999.99)]);
    given([listed, priceSet(18_500)])
      .when(setPrice(null))
      .then([priceSet(null)]);
  });

  it('appends nothing for the same price again, or clearing a price never set (the version stays)', () => {
    given([listed, priceSet(18_500)])
      .when(setPrice(18_500))
      .thenNothingHappened();
    given([listed]).when(setPrice(null)).thenNothingHappened();
  });

  it('lets an Admin set it, and records the system user for the seed', () => {
    given([listed])
      .when(setPrice(9000, admin))
      .then([priceSet(9000, admin.id)]);
    given([listed])
      .when(setPrice(9000, null))
      .then([priceSet(9000, systemUserId)]);
  });

  it('refuses a sold vehicle (409), even clearing', () => {
    given([listed, soldByFeed]).when(setPrice(9000)).thenThrows(ConflictError);
    given([listed, priceSet(9000), soldByFeed])
      .when(setPrice(null))
      .thenThrows(ConflictError);
  });

  it('refuses a price that is not a positive amount in cents (400 naming price)', () => {
    for (const price of [0, -5, 10.001, Number.NaN]) given([listed]).when(setPrice(price)).thenThrows(ValidationError, ['price']);
  });

  it('refuses users of another dealer group, before revealing the sale', () =>
    given([listed, soldByFeed]).when(setPrice(9000, stranger)).thenThrows(ForbiddenError));

  it('does not know unlisted vehicles', () => given([]).when(setPrice(9000)).thenThrows(NotFoundError));
});
