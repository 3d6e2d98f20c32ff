import type { TransportVendorEvent } from '@dtn/contracts';
import { maxLatitude, maxLongitude, minLatitude, minLongitude } from '@dtn/contracts/constants';
import { ConflictError, ForbiddenError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { FieldErrors } from '../shared/validation';
import type { TransportVendorData, TransportVendorState } from './state';

/** Vendors are seeded by the system (no screen registers them). */
interface RegisterTransportVendor {
  type: 'RegisterTransportVendor';
  actor: Actor | null;
  data: TransportVendorData;
}

export type TransportVendorCommand = RegisterTransportVendor;

const same = (a: TransportVendorData, b: TransportVendorData) =>
  (Object.keys(b) as (keyof TransportVendorData)[]).every((key) => a[key] === b[key]);

/** A re-run seed registering the same vendor again appends nothing; a different one under the
 * same id is a 409. No route sends this command, so the decider checks the fields (with the
 * coordinate bounds of the contracts, as the buy list's route does). */
export function decide({ actor, data }: TransportVendorCommand, state: TransportVendorState): TransportVendorEvent[] {
  if (actor !== null) throw new ForbiddenError('Only the system registers transport vendors.');
  const errors = new FieldErrors()
    .required('name', data.name)
    .required('city', data.city)
    .required('state', data.state)
    .required('postalCode', data.postalCode);
  const within = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
  if (!within(data.latitude, minLatitude, maxLatitude)) errors.add('latitude', `latitude must be ${minLatitude}..${maxLatitude}`);
  if (!within(data.longitude, minLongitude, maxLongitude)) errors.add('longitude', `longitude must be ${minLongitude}..${maxLongitude}`);
  errors.throwIfAny();
  if (state.status === 'registered') {
    const { status: _status, ...registered } = state;
    if (same(registered, data)) return [];
    throw new ConflictError(`Transport vendor ${data.id} is already registered.`);
  }
  return [{ type: 'TransportVendorRegistered', data }];
}
