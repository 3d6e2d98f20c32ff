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

/** The route's TestDriveRequest (its only sender) trims the fields, requires each with the spec's
 * messages and bounds their lengths; here the email's and the phone's formats, which the event
 * stores normalised. Both are checked before failing, so the form can mark them at once. */
export function decide(command: TestDriveCommand, state: TestDriveState): LeadEvent[] {
  const { data, now } = command;
  if (state.status !== 'none') throw new ConflictError(`Test-drive request ${data.id} already exists.`);
  const { name, dealership } = data;
  const email = data.email.toLowerCase();
  const normalisedPhone = normalisePhone(data.phone);
  const errors = new FieldErrors();
  if (!emailPattern.test(email)) errors.add('body.email', 'Email must be a valid email address');
  if (!normalisedPhone) errors.add('body.phone', 'Phone number must be a valid US number, or an international one starting with +');
  errors.throwIfAny('The test-drive request is invalid.');
  return [
    { type: 'TestDriveRequested', data: { id: data.id, name, email, phone: normalisedPhone!, dealership, requestedAt: now.toISOString() } },
  ];
}
