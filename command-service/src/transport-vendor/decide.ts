import type { TransportVendorEvent } from '@dtn/contracts';
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
 * same id is a 409. */
export function decide({ actor, data }: TransportVendorCommand, state: TransportVendorState): TransportVendorEvent[] {
  if (actor !== null) throw new ForbiddenError('Only the system registers transport vendors.');
  const errors = new FieldErrors()
    .required('name', data.name)
    .required('city', data.city)
    .required('state', data.state)
    .required('postalCode', data.postalCode);
  if (!Number.isFinite(data.latitude) || Math.abs(data.latitude) > 90) errors.add('latitude', 'latitude must be -90..90');
  if (!Number.isFinite(data.longitude) || Math.abs(data.longitude) > 180) errors.add('longitude', 'longitude must be -180..180');
  errors.throwIfAny();
  if (state.status === 'registered') {
    const { status: _status, ...registered } = state;
    if (same(registered, data)) return [];
    throw new ConflictError(`Transport vendor ${data.id} is already registered.`);
  }
  return [{ type: 'TransportVendorRegistered', data }];
}
