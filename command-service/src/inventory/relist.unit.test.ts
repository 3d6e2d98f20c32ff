import { describe, it } from '@jest/globals';
import type { InventoryEvent } from '@dtn/contracts';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '0d4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718';
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const stranger: Actor = {
  id: '6c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d41',
  role: 'GeneralManager',
  dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12',
};
const listed: InventoryEvent = {
  type: 'VehicleListed',
  data: {
    id,
    dealershipId: '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    dealerGroupId,
    vin: '1HGCM82633A004352',
    stockNumber: 'H1',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    trim: '',
    listingType: 'USED',
    images: [],
    tradeIn: false,
    postId: null,
    inventoryDate: '2025-01-10T00:00:00.000Z',
    data: {},
  },
};
const sold: InventoryEvent = { type: 'VehicleSold', data: { id, soldAt: '2025-03-01T12:00:00.000Z', offerId: null } };
const relisted: InventoryEvent = { type: 'VehicleRelisted', data: { id } };
const relist = (actor: Actor | null = null) => ({ type: 'RelistVehicle' as const, data: { id }, actor });

describe('RelistVehicle (the demo reset)', () => {
  it('puts a sold vehicle back on sale, after which it can be sold again', () => {
    given([listed, sold]).when(relist()).then([relisted]);
    given([listed, sold, relisted])
      .when({ type: 'MarkVehicleSold', data: { id, offerId: null }, actor: null, now: new Date('2025-03-02T00:00:00.000Z') })
      .then([{ type: 'VehicleSold', data: { id, soldAt: '2025-03-02T00:00:00.000Z', offerId: null } }]);
  });
  it('does nothing to a vehicle on sale', () => given([listed]).when(relist()).thenNothingHappened());
  it('refuses an unknown vehicle (404) and another dealer group (403)', () => {
    given([]).when(relist()).thenThrows(NotFoundError);
    given([listed, sold]).when(relist(stranger)).thenThrows(ForbiddenError);
  });
});
