import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, type TransportVendorData } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const data: TransportVendorData = {
  id: '5f000000-0000-4000-8000-00000000000a',
  name: 'Red River Auto Haulers',
  city: 'Dallas',
  state: 'TX',
  postalCode: '75247',
  imageUrl: '',
  contact: 'Dana Whitfield',
  email: 'dana@example.com',
  phoneNumber: '555-0100',
  latitude: 32.8,
  longitude: -96.9,
};
const register = (over: Partial<TransportVendorData> = {}, actor: Actor | null = null) => ({
  type: 'RegisterTransportVendor' as const,
  actor,
  data: { ...data, ...over },
});
const registered = { type: 'TransportVendorRegistered' as const, data };

describe('RegisterTransportVendor', () => {
  it('registers a vendor seeded by the system', () => given([]).when(register()).then([registered]));
  it('is a no-op when the same vendor is registered again', () => given([registered]).when(register()).thenNothingHappened());
  it('refuses a different vendor under the same id (409)', () =>
    given([registered])
      .when(register({ name: 'Other' }))
      .thenThrows(ConflictError));
  it('is the system’s alone: even an Admin is refused (403)', () =>
    given([])
      .when(register({}, { id: data.id, role: 'Admin', dealerGroupId: null }))
      .thenThrows(ForbiddenError));
  it('names missing fields and bad coordinates', () =>
    given([])
      .when(register({ name: ' ', postalCode: '', latitude: 91, longitude: Number.NaN }))
      .thenThrows(ValidationError, ['name', 'postalCode', 'latitude', 'longitude']));
});
