import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type RegisterUser } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const groupA = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const groupB = '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12';
const storeA = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const storeB = '4b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4f';
const data: RegisterUser['data'] = {
  id: '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40',
  userId: 'auth0|jane',
  firstName: 'Jane',
  lastName: 'Doe',
  title: 'Used Car Manager',
  email: 'jane@sunrise.example',
  imageUrl: '',
  phoneNumber: '',
  role: 'UsedCarManager',
  buyAuthority: true,
  sellAuthority: false,
  dealerGroupId: groupA,
  dealershipIds: [storeA],
  postalCode: '10001',
};
const register = (over: Partial<RegisterUser['data']> = {}, actor: RegisterUser['actor'] = null): RegisterUser => ({
  type: 'RegisterUser',
  actor,
  data: { ...data, ...over },
  knownDealerships: { [storeA]: groupA, [storeB]: groupB },
});
const nyc = lookupPostalCode('10001')!;
const registered = {
  type: 'UserRegistered' as const,
  data: { ...data, latitude: nyc.latitude, longitude: nyc.longitude },
};

describe('RegisterUser', () => {
  it('registers a user with the coordinates of the postal code', () => given([]).when(register()).then([registered]));

  it('needs at least one dealership unless Admin', () =>
    given([])
      .when(register({ dealershipIds: [] }))
      .thenThrows(ValidationError, ['dealershipIds']));

  it('lets an Admin have no dealer group and no dealership', () =>
    given([])
      .when(register({ role: 'Admin', dealerGroupId: null, dealershipIds: [] }))
      .then([{ ...registered, data: { ...registered.data, role: 'Admin', dealerGroupId: null, dealershipIds: [] } }]));

  it('refuses a postal code that does not resolve to coordinates', () =>
    given([])
      .when(register({ postalCode: '00000' }))
      .thenThrows(ValidationError, ['postalCode']));

  it('refuses unknown dealerships and dealerships of another group', () =>
    given([])
      .when(register({ dealershipIds: [storeB, '9b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e'] }))
      .thenThrows(ValidationError, ['dealershipIds[0]', 'dealershipIds[1]']));

  it('refuses an unknown role and a bad email', () =>
    given([])
      .when(register({ role: 'Boss' as RegisterUser['data']['role'], email: 'nope' }))
      .thenThrows(ValidationError, ['role', 'email']));

  it('lets a dealer admin register users of their own group, but not a DealerPrincipal', () => {
    const dealerAdmin = { id: 'd1', role: 'DealerPrincipal' as const, dealerGroupId: groupA };
    given([]).when(register({}, dealerAdmin)).then([registered]);
    given([])
      .when(register({ role: 'DealerPrincipal' }, dealerAdmin))
      .thenThrows(ForbiddenError);
    given([])
      .when(register({}, { ...dealerAdmin, dealerGroupId: groupB }))
      .thenThrows(ForbiddenError);
  });

  it('cannot register the same user twice', () => given([registered]).when(register()).thenThrows(ConflictError));
});
