import { describe, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type EditDealership } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const admin = { id: 'a0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'Admin' as const, dealerGroupId: null };
const principal = { id: 'b0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'DealerPrincipal' as const, dealerGroupId };
const fields = {
  id: '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  dealerGroupId,
  name: 'Sunrise Toyota',
  dealerVaultId: 'DV-1',
  address1: '1 Main St',
  address2: '',
  city: 'Beverly Hills',
  state: 'CA',
  postalCode: '90210',
};
const bh = lookupPostalCode('90210')!;
const created = {
  type: 'DealershipCreated' as const,
  data: { ...fields, country: 'US' as const, active: true, latitude: bh.latitude, longitude: bh.longitude },
};
const deleted = { type: 'DealershipDeleted' as const, data: { id: fields.id } };
const edit = (over: Partial<EditDealership['data']> = {}, actor: EditDealership['actor'] = admin): EditDealership => ({
  type: 'EditDealership',
  actor,
  data: { ...fields, active: true, ...over },
});
const remove = (actor: EditDealership['actor'] = admin) => ({ type: 'DeleteDealership' as const, actor, data: { id: fields.id } });

describe('EditDealership', () => {
  it('updates the whole dealership with the coordinates of its new postal code', () => {
    const denver = lookupPostalCode('80202')!;
    given([created])
      .when(edit({ city: 'Denver', state: 'CO', postalCode: '80202', active: false }))
      .then([
        {
          type: 'DealershipUpdated',
          data: {
            ...created.data,
            city: 'Denver',
            state: 'CO',
            postalCode: '80202',
            active: false,
            latitude: denver.latitude,
            longitude: denver.longitude,
          },
        },
      ]);
  });

  it('validates like the creation: required fields, US state, real 5-digit postal code', () =>
    given([created])
      .when(edit({ name: ' ', state: 'ZZ', postalCode: '00000' }))
      .thenThrows(ValidationError, ['name', 'state', 'postalCode']));

  it('never moves a dealership to another dealer group', () =>
    given([created])
      .when(edit({ dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12' }))
      .thenThrows(ValidationError, ['dealerGroupId']));

  it('is for administrators only, and only for existing dealerships', () => {
    given([created]).when(edit({}, principal)).thenThrows(ForbiddenError);
    given([]).when(edit()).thenThrows(NotFoundError);
    given([created, deleted]).when(edit()).thenThrows(NotFoundError);
  });
});

describe('DeleteDealership', () => {
  it('deletes a dealership', () => given([created]).when(remove()).then([deleted]));
  it('is for administrators only', () => given([created]).when(remove(principal)).thenThrows(ForbiddenError));
  it('answers not found for unknown or already deleted dealerships', () => {
    given([]).when(remove()).thenThrows(NotFoundError);
    given([created, deleted]).when(remove()).thenThrows(NotFoundError);
  });
});
