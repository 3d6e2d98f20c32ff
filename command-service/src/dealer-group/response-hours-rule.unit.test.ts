import { describe, it } from '@jest/globals';
import { NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const otherGroup = '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12';
const created = {
  type: 'DealerGroupCreated' as const,
  data: {
    id,
    organizationName: 'Sunrise Auto Group',
    slug: 'sunrise-auto',
    shortName: 'Sunrise',
    dealerVaultVendorId: 'DV-1',
    imageUrl: '',
  },
};
const admin: Actor = { id: 'a0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'Admin', dealerGroupId: null };
const gm: Actor = { id: 'b0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'GeneralManager', dealerGroupId: id };
const otherGm: Actor = { ...gm, dealerGroupId: otherGroup };
const set = (hours: number, actor: Actor | null = gm) => ({ type: 'SetResponseHours' as const, actor, data: { id, hours } });
const hoursSet = (hours: number) => ({ type: 'DealerGroupResponseHoursSet' as const, data: { id, hours } });

describe('SetResponseHours', () => {
  it('sets the hours of the own dealer group', () =>
    given([created])
      .when(set(48))
      .then([hoursSet(48)]));

  it('takes 1 and 72 hours, the bounds', () => {
    given([created])
      .when(set(1))
      .then([hoursSet(1)]);
    given([created])
      .when(set(72))
      .then([hoursSet(72)]);
  });

  it('lets an Admin set any group’s hours, and the system (seed)', () => {
    given([created])
      .when(set(12, admin))
      .then([hoursSet(12)]);
    given([created])
      .when(set(12, null))
      .then([hoursSet(12)]);
  });

  it('answers not found for another group’s dealer admin and an unknown group, whatever the hours', () => {
    given([created]).when(set(12, otherGm)).thenThrows(NotFoundError);
    given([created]).when(set(500, otherGm)).thenThrows(NotFoundError);
    given([]).when(set(12)).thenThrows(NotFoundError);
  });

  it('changes nothing when the hours are already those (24 from creation)', () => {
    given([created]).when(set(24)).thenNothingHappened();
    given([created, hoursSet(6)])
      .when(set(6))
      .thenNothingHappened();
    given([created, hoursSet(6)])
      .when(set(24))
      .then([hoursSet(24)]);
  });
});
