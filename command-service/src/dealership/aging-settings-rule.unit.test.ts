import { describe, it } from '@jest/globals';
import { NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const id = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const created = {
  type: 'DealershipCreated' as const,
  data: {
    id,
    dealerGroupId,
    name: 'Sunrise Toyota',
    dealerVaultId: 'DV-1',
    address1: '1 Main St',
    address2: '',
    city: 'Beverly Hills',
    state: 'CA',
    postalCode: '90210',
    country: 'US' as const,
    active: true,
    latitude: 34.09,
    longitude: -118.41,
  },
};
const gm: Actor = { id: 'b0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'GeneralManager', dealerGroupId };
const otherGm: Actor = { ...gm, dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12' };
const admin: Actor = { id: 'a0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'Admin', dealerGroupId: null };
const set = (holdingCostPerDay: number, agingThresholds: number[], actor: Actor | null = gm) => ({
  type: 'SetAgingSettings' as const,
  actor,
  data: { id, holdingCostPerDay, agingThresholds },
});
const settingsSet = (holdingCostPerDay: number, agingThresholds: number[]) => ({
  type: 'DealershipAgingSettingsSet' as const,
  data: { id, holdingCostPerDay, agingThresholds },
});

describe('SetAgingSettings', () => {
  it('sets the holding cost and thresholds of a dealership of the own group', () =>
    given([created])
      .when(set(42.5, [21, 45, 75]))
      .then([settingsSet(42.5, [21, 45, 75])]));

  it('takes the bounds: $0 to $1,000 a day, 1 to 4 thresholds from 1 to 365 days', () => {
    given([created])
      .when(set(0, [1]))
      .then([settingsSet(0, [1])]);
    given([created])
      .when(set(1000, [1, 2, 364, 365]))
      .then([settingsSet(1000, [1, 2, 364, 365])]);
  });

  it('lets an Admin and the system (seed) set any dealership’s settings', () => {
    given([created])
      .when(set(50, [60], admin))
      .then([settingsSet(50, [60])]);
    given([created])
      .when(set(50, [60], null))
      .then([settingsSet(50, [60])]);
  });

  it('answers not found for another group’s dealer admin, an unknown or a deleted dealership, whatever the settings', () => {
    given([created])
      .when(set(35, [30], otherGm))
      .thenThrows(NotFoundError);
    given([created])
      .when(set(-5, [], otherGm))
      .thenThrows(NotFoundError);
    given([])
      .when(set(35, [30]))
      .thenThrows(NotFoundError);
    given([created, { type: 'DealershipDeleted', data: { id } }])
      .when(set(35, [30]))
      .thenThrows(NotFoundError);
  });

  it('changes nothing when the settings are already those ($35 and 30, 45, 60, 90 from creation)', () => {
    given([created])
      .when(set(35, [30, 45, 60, 90]))
      .thenNothingHappened();
    given([created, settingsSet(20, [15])])
      .when(set(20, [15]))
      .thenNothingHappened();
    given([created, settingsSet(20, [15])])
      .when(set(20, [15, 30]))
      .then([settingsSet(20, [15, 30])]);
  });

  it('keeps the settings through an edit of the dealership', () =>
    given([created, settingsSet(20, [15]), { type: 'DealershipUpdated', data: { ...created.data, name: 'Sunrise Lexus' } }])
      .when(set(20, [15]))
      .thenNothingHappened());
});
