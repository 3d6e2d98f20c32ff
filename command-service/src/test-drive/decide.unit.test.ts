import { describe, expect, it } from '@jest/globals';
import type { LeadEvent } from '@dtn/contracts';
import { ConflictError, ValidationError } from '@dtn/platform/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type RequestTestDrive } from './decide';
import { normalisePhone } from './phone';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '00000000-0000-4000-8000-000000000500';
const now = new Date('2025-03-01T12:00:00.000Z');

const request = (data: Partial<RequestTestDrive['data']> = {}): RequestTestDrive => ({
  type: 'RequestTestDrive',
  data: { id, name: 'Jordan Lee', email: 'Jordan.Lee@Example.com', phone: '(555) 123-4567', dealership: 'Sunset Motors', ...data },
  now,
});
const requested: LeadEvent = {
  type: 'TestDriveRequested',
  data: {
    id,
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    phone: '+15551234567',
    dealership: 'Sunset Motors',
    requestedAt: now.toISOString(),
  },
};

/** The message the decider reports for one field. */
function messageFor(command: RequestTestDrive, field: string): string | undefined {
  try {
    decide(command, initialState);
  } catch (error) {
    return (error as ValidationError).errors.find((e) => e.field === field)?.message;
  }
  return undefined;
}

describe('RequestTestDrive', () => {
  it('records the request with the email lower-cased and the phone normalised', () => given([]).when(request()).then([requested]));

  it('needs an email that looks like one and a phone number', () => {
    for (const email of ['jordan', 'jordan@', '@example.com', 'jordan@example', 'jo dan@example.com']) {
      given([]).when(request({ email })).thenThrows(ValidationError, ['body.email']);
    }
    for (const phone of ['123-4567', '555-123-456', '(055) 123-4567', 'call me', '+12', '+1 555 123 456', '+1234567890123456']) {
      given([]).when(request({ phone })).thenThrows(ValidationError, ['body.phone']);
    }
    given([])
      .when(request({ email: 'jordan', phone: 'call me' }))
      .thenThrows(ValidationError, ['body.email', 'body.phone']);
    expect(messageFor(request({ email: 'jordan' }), 'body.email')).toBe('Email must be a valid email address');
  });

  it('refuses the same request id twice (409)', () => given([requested]).when(request()).thenThrows(ConflictError));
});

describe('normalisePhone', () => {
  it('reads US numbers in the usual spellings as +1 and ten digits', () => {
    for (const phone of [
      '(555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '5551234567',
      '1 555 123 4567',
      '+1 555 123 4567',
      '+1 (555) 123-4567',
      '+15551234567',
    ]) {
      expect(normalisePhone(phone)).toBe('+15551234567');
    }
  });

  it('allows other countries only with a leading + and 8 to 15 digits', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+49 30 1234567')).toBe('+49301234567');
    expect(normalisePhone('+49301234')).toBe('+49301234');
    expect(normalisePhone('+4930123')).toBeNull();
    expect(normalisePhone('+4930123456789012')).toBeNull();
    expect(normalisePhone('442079460958')).toBeNull();
    expect(normalisePhone('555-123-4567 ext 2')).toBeNull();
  });
});
