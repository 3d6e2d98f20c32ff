import { describe, it } from '@jest/globals';
import type { InventoryEvent, VehicleData } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { systemUserId, type Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '0d4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718';
const dealershipId = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
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
  images: [],
  tradeIn: false,
  postId: null,
  inventoryDate: '2025-01-10T00:00:00.000Z',
  data: { Odometer: '120000', 'List Price': '$4,500' },
};
const listed: InventoryEvent = { type: 'VehicleListed', data: { ...vehicle, id, dealershipId, dealerGroupId } };
const unpriced: InventoryEvent = {
  type: 'VehicleListed',
  data: { ...vehicle, data: { Odometer: '120000' }, id, dealershipId, dealerGroupId },
};
const sold: InventoryEvent = { type: 'VehicleSold', data: { id, soldAt: '2025-03-01T12:00:00.000Z', offerId: null } };
const reprice = (listPrice: number, actor: Actor | null = seller) => ({ type: 'RepriceVehicle' as const, data: { id, listPrice }, actor });
const repriced = (listPrice: number, previousListPrice: number | null, byUserId = seller.id): InventoryEvent => ({
  type: 'VehicleRepriced',
  data: { id, listPrice, previousListPrice, byUserId },
});

describe('RepriceVehicle', () => {
  it('sets a new list price, naming the one it replaces (read as the feed wrote it)', () =>
    given([listed])
      .when(reprice(4199.99))
      .then([repriced(4199.99, 4500)]));

  it('prices a vehicle the feed left without one', () =>
    given([unpriced])
      .when(reprice(3900))
      .then([repriced(3900, null)]));

  it('reads the price it set last time: the previous price moves, the same price again appends nothing', () => {
    given([listed, repriced(4200, 4500)])
      .when(reprice(3999))
      .then([repriced(3999, 4200)]);
    given([listed, repriced(4200, 4500)])
      .when(reprice(4200))
      .thenNothingHappened();
    given([listed]).when(reprice(4500)).thenNothingHappened();
  });

  it('lets an Admin reprice, and records the system user for the seed', () => {
    given([listed])
      .when(reprice(4000, admin))
      .then([repriced(4000, 4500, admin.id)]);
    given([listed])
      .when(reprice(4000, null))
      .then([repriced(4000, 4500, systemUserId)]);
  });

  it('refuses a sold vehicle (409)', () => given([listed, sold]).when(reprice(4000)).thenThrows(ConflictError));

  it('refuses another group’s users before telling the sale (403), and does not know unlisted vehicles', () => {
    given([listed, sold]).when(reprice(4000, stranger)).thenThrows(ForbiddenError);
    given([]).when(reprice(4000)).thenThrows(NotFoundError);
  });

  it('gives way to the feed: a later import with its own price updates the vehicle again', () =>
    given([listed, repriced(4200, 4500)])
      .when({
        type: 'ImportVehicle',
        data: { id, dealershipId, dealerGroupId, vehicle, sold: false },
        now: new Date('2025-03-02T00:00:00Z'),
      })
      .then([{ type: 'VehicleUpdated', data: { ...vehicle, id } }]));
});
