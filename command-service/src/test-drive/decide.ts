import type { LeadEvent } from '@dtn/contracts';
import { ConflictError } from '@dtn/platform/errors';
import { FieldErrors } from '../shared/validation';
import { normalisePhone } from './phone';
import type { TestDriveState } from './state';

/** The landing page's form (spec sections 2 and 5); field names are its body's (POST /api/testdrive). */
export interface RequestTestDrive {
  type: 'RequestTestDrive';
  data: { id: string; name: string; email: string; phone: string; dealership: string };
  now: Date;
}

export type TestDriveCommand = RequestTestDrive;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Generous limits: they only stop a public endpoint from storing essays. */
const maxLength = { name: 200, email: 254, dealership: 200 } as const;

/** Every field is checked before failing, so the form can mark them all at once. */
export function decide(command: TestDriveCommand, state: TestDriveState): LeadEvent[] {
  const { data, now } = command;
  if (state.status !== 'none') throw new ConflictError(`Test-drive request ${data.id} already exists.`);
  const name = data.name.trim();
  const email = data.email.trim().toLowerCase();
  const dealership = data.dealership.trim();
  const phone = data.phone.trim();
  const errors = new FieldErrors();
  // The spec's messages for a missing value (section 5); our own for a malformed one.
  if (name === '') errors.add('body.name', 'Name must be specified');
  else if (name.length > maxLength.name) errors.add('body.name', `Name must be at most ${maxLength.name} characters`);
  if (email === '') errors.add('body.email', 'Email must be specified');
  else if (email.length > maxLength.email || !emailPattern.test(email)) errors.add('body.email', 'Email must be a valid email address');
  const normalisedPhone = phone === '' ? null : normalisePhone(phone);
  if (phone === '') errors.add('body.phone', 'Phone number must be specified');
  else if (!normalisedPhone) errors.add('body.phone', 'Phone number must be a valid US number, or an international one starting with +');
  if (dealership === '') errors.add('body.dealership', 'Dealership must be specified');
  else if (dealership.length > maxLength.dealership)
    errors.add('body.dealership', `Dealership must be at most ${maxLength.dealership} characters`);
  errors.throwIfAny('The test-drive request is invalid.');
  return [
    { type: 'TestDriveRequested', data: { id: data.id, name, email, phone: normalisedPhone!, dealership, requestedAt: now.toISOString() } },
  ];
}
