import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type CreateDealership } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const data = {
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
const create = (over: Partial<CreateDealership['data']> = {}, actor: CreateDealership['actor'] = null): CreateDealership => ({
  type: 'CreateDealership',
  actor,
  data: { ...data, ...over },
  dealerGroupExists: true,
});
const beverlyHills = lookupPostalCode('90210')!;
const created = {
  type: 'DealershipCreated' as const,
  data: { ...data, country: 'US' as const, active: true, latitude: beverlyHills.latitude, longitude: beverlyHills.longitude },
};

describe('CreateDealership', () => {
  it('creates an active US dealership with the coordinates of its postal code', () => given([]).when(create()).then([created]));

  it('refuses a postal code that is not a real US code', () =>
    given([])
      .when(create({ postalCode: '00000' }))
      .thenThrows(ValidationError, ['postalCode']));

  it('refuses a postal code that is not 5 digits', () =>
    given([])
      .when(create({ postalCode: '9021' }))
      .thenThrows(ValidationError, ['postalCode']));

  it('refuses a state outside the US state codes', () =>
    given([])
      .when(create({ state: 'ZZ' }))
      .thenThrows(ValidationError, ['state']));

  it('requires name, dealerVaultId, address1, city, state and postalCode; address2 is optional', () =>
    given([])
      .when(create({ name: '', dealerVaultId: '', address1: '', city: '', state: '', postalCode: '' }))
      .thenThrows(ValidationError, ['name', 'dealerVaultId', 'address1', 'city', 'state', 'postalCode']));

  it('is for administrators only', () =>
    given([])
      .when(create({}, { id: data.id, role: 'GeneralManager', dealerGroupId }))
      .thenThrows(ForbiddenError));

  it('needs an existing dealer group', () =>
    given([])
      .when({ ...create(), dealerGroupExists: false })
      .thenThrows(NotFoundError));

  it('cannot create the same dealership twice', () => given([created]).when(create()).thenThrows(ConflictError));
});
