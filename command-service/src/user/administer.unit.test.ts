import { describe, expect, it } from '@jest/globals';
import type { Role } from '@dtn/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { deciderSpec } from '../testing/decider-spec';
import type { Actor } from '../shared/actor';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const groupA = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const groupB = '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12';
const storeA = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const storeA2 = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4a';
const storeB = '4b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4f';
const id = '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40';
const nyc = lookupPostalCode('10001')!;
const registered = (role: Role = 'SalesAssociate') => ({
  type: 'UserRegistered' as const,
  data: {
    id,
    userId: 'auth0|jane',
    firstName: 'Jane',
    lastName: 'Doe',
    title: '',
    email: 'jane@sunrise.example',
    imageUrl: '',
    phoneNumber: '',
    role,
    buyAuthority: false,
    sellAuthority: false,
    dealerGroupId: groupA,
    dealershipIds: [storeA],
    postalCode: '10001',
    latitude: nyc.latitude,
    longitude: nyc.longitude,
  },
});
const admin: Actor = { id: 'a1', role: 'Admin', dealerGroupId: null };
const gm: Actor = { id: 'g1', role: 'GeneralManager', dealerGroupId: groupA };
const otherGm: Actor = { ...gm, dealerGroupId: groupB };
const staff: Actor = { id: 's1', role: 'SalesManager', dealerGroupId: groupA };
const changeRole = (role: Role, actor: Actor | null = gm) => ({
  type: 'ChangeUserRole' as const,
  actor,
  data: { id, role, buyAuthority: true, sellAuthority: false },
});
const assign = (dealershipIds: string[], actor: Actor | null = gm) => ({
  type: 'AssignUserDealerships' as const,
  actor,
  data: { id, dealershipIds },
  knownDealerships: { [storeA]: groupA, [storeA2]: groupA, [storeB]: groupB },
});
const profile = (postalCode: string, actor: Actor | null = { id, role: 'SalesAssociate', dealerGroupId: groupA }) => ({
  type: 'UpdateUserProfile' as const,
  actor,
  data: { id, title: ' Closer ', postalCode },
});

describe('a dealer admin on themselves', () => {
  // The user `id` is a GeneralManager of group A administering... themselves.
  const self: Actor = { id, role: 'GeneralManager', dealerGroupId: groupA };
  it('cannot change their own role or authorities, nor their own dealerships (403)', () => {
    given([registered('GeneralManager')])
      .when(changeRole('GeneralManager', self))
      .thenThrows(ForbiddenError);
    given([registered('GeneralManager')])
      .when(changeRole('UsedCarManager', self))
      .thenThrows(ForbiddenError);
    given([registered('GeneralManager')])
      .when(assign([storeA, storeA2], self))
      .thenThrows(ForbiddenError);
  });
  it('is still edited by another dealer admin of the group, and an Admin edits anyone', () => {
    given([registered('GeneralManager')])
      .when(changeRole('GeneralManager', gm))
      .then([{ type: 'UserRoleChanged', data: { id, role: 'GeneralManager', buyAuthority: true, sellAuthority: false } }]);
    given([registered('GeneralManager')])
      .when(assign([storeA, storeA2], admin))
      .then([{ type: 'UserDealershipsAssigned', data: { id, dealershipIds: [storeA, storeA2] } }]);
  });
});

describe('ChangeUserRole', () => {
  it('lets a dealer admin of the group change role and authorities', () =>
    given([registered()])
      .when(changeRole('UsedCarManager'))
      .then([{ type: 'UserRoleChanged', data: { id, role: 'UsedCarManager', buyAuthority: true, sellAuthority: false } }]));

  it('never to or from Admin or DealerPrincipal by a dealer admin; an Admin may', () => {
    given([registered()]).when(changeRole('DealerPrincipal')).thenThrows(ForbiddenError);
    given([registered()]).when(changeRole('Admin')).thenThrows(ForbiddenError);
    given([registered('DealerPrincipal')])
      .when(changeRole('GeneralManager'))
      .thenThrows(ForbiddenError);
    given([registered()])
      .when(changeRole('DealerPrincipal', admin))
      .then([{ type: 'UserRoleChanged', data: { id, role: 'DealerPrincipal', buyAuthority: true, sellAuthority: false } }]);
  });

  it('acts only for dealer admins (403) and within the own dealer group: another group’s user is not there (404)', () => {
    given([registered()]).when(changeRole('UsedCarManager', otherGm)).thenThrows(NotFoundError);
    given([registered()]).when(changeRole('UsedCarManager', staff)).thenThrows(ForbiddenError);
    given([]).when(changeRole('UsedCarManager', staff)).thenThrows(ForbiddenError);
  });

  it('answers not found for an unknown user and changes nothing when nothing differs', () => {
    given([]).when(changeRole('UsedCarManager')).thenThrows(NotFoundError);
    const same = {
      ...changeRole('SalesAssociate'),
      data: { id, role: 'SalesAssociate' as const, buyAuthority: false, sellAuthority: false },
    };
    given([registered()]).when(same).thenNothingHappened();
  });
});

describe('AssignUserDealerships', () => {
  it('assigns dealerships of the user’s group', () =>
    given([registered()])
      .when(assign([storeA2, storeA, storeA2]))
      .then([{ type: 'UserDealershipsAssigned', data: { id, dealershipIds: [storeA2, storeA] } }]));

  it('refuses an empty set with NoDealerships', () => {
    given([registered()]).when(assign([])).thenThrows(ValidationError, ['dealershipIds']);
    expect(() => decide(assign([]), evolve(initialState, registered()))).toThrow('NoDealerships');
  });

  it('refuses unknown dealerships and those of another group', () =>
    given([registered()])
      .when(assign([storeB, '9b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e']))
      .thenThrows(ValidationError, ['dealershipIds[0]', 'dealershipIds[1]']));

  it('acts only within the own dealer group: another group’s user is not there (404)', () =>
    given([registered()])
      .when(assign([storeA2], otherGm))
      .thenThrows(NotFoundError));

  it('changes nothing when the set is the same', () =>
    given([registered()])
      .when(assign([storeA]))
      .thenNothingHappened());
});

describe('UpdateUserProfile', () => {
  it('updates the own title and postal code with its coordinates', () => {
    const miami = lookupPostalCode('33101')!;
    given([registered()])
      .when(profile('33101'))
      .then([
        {
          type: 'UserProfileUpdated',
          data: { id, title: 'Closer', postalCode: '33101', latitude: miami.latitude, longitude: miami.longitude },
        },
      ]);
  });

  it('needs a postal code of at least 5 characters that resolves', () => {
    given([registered()]).when(profile('1234')).thenThrows(ValidationError, ['postalCode']);
    given([registered()]).when(profile('00000')).thenThrows(ValidationError, ['postalCode']);
  });

  it('is for the user themself only', () => given([registered()]).when(profile('10001', gm)).thenThrows(ForbiddenError));
});
