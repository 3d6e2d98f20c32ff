import { describe, expect, it } from '@jest/globals';
import { problemFrom } from '../api/api-problem';
import { formErrorsOf } from './form-errors';

const validation = (detail: string, errors: { field: string; message: string }[]) =>
  problemFrom(400, { type: 'urn:dtn:problem:validation', title: 'Invalid request', status: 400, detail, errors });

describe('formErrorsOf (issue 37, finding 2: server reasons reach the form)', () => {
  it('finding 2: puts the VIN check-digit reason on the VIN field, not "The post is invalid."', () => {
    const problem = validation('The post is invalid.', [{ field: 'body.vin', message: 'The VIN does not decode: Invalid check digit.' }]);
    expect(formErrorsOf(problem, ['vin', 'year', 'make'])).toEqual({
      fieldErrors: { vin: 'The VIN does not decode: Invalid check digit.' },
      formError: null,
    });
  });

  it('finding 2: puts each of several reasons on its own field', () => {
    const problem = validation('The test-drive request is invalid.', [
      { field: 'body.email', message: 'Email must be a valid email address' },
      { field: 'body.phone', message: 'Phone number must be specified' },
    ]);
    expect(formErrorsOf(problem, ['name', 'email', 'phone', 'dealership']).fieldErrors).toEqual({
      email: 'Email must be a valid email address',
      phone: 'Phone number must be specified',
    });
  });

  it('maps a form field by the server’s own name for it, and a nested path to the field it lies under', () => {
    const problem = validation('body.agingThresholds.2: Too big; body.listPrice: Too small', [
      { field: 'body.agingThresholds.2', message: 'Too big' },
      { field: 'body.listPrice', message: 'Too small' },
    ]);
    expect(formErrorsOf(problem, { thresholds: 'body.agingThresholds', price: 'body.listPrice' }).fieldErrors).toEqual({
      thresholds: 'Too big',
      price: 'Too small',
    });
  });

  it('takes a field named without the body part, or indexed in brackets, as the same field (the deciders’ spelling)', () => {
    const problem = validation('The invite is invalid.', [
      { field: 'emailAddress', message: 'dealeradmin.invites.invalid-email' },
      { field: 'dealershipIds[1]', message: 'Not a dealership of the invite’s dealer group.' },
    ]);
    expect(formErrorsOf(problem, { email: 'body.emailAddress', dealerships: 'body.dealershipIds' }).fieldErrors).toEqual({
      email: 'dealeradmin.invites.invalid-email',
      dealerships: 'Not a dealership of the invite’s dealer group.',
    });
    expect(formErrorsOf(validation('x', [{ field: 'body', message: 'Send file parts only.' }]), ['files']).formError).toBe(
      'Send file parts only.',
    );
  });

  it('joins two reasons for one field, and does not confuse a field with another that starts alike', () => {
    const problem = validation('x', [
      { field: 'body.vin', message: 'A VIN has 17 characters.' },
      { field: 'body.vin', message: 'It does not decode.' },
      { field: 'body.vinNote', message: 'Unknown.' },
    ]);
    expect(formErrorsOf(problem, ['vin'])).toEqual({
      fieldErrors: { vin: 'A VIN has 17 characters. It does not decode.' },
      formError: 'Unknown.',
    });
  });

  it('keeps for the form the reasons no field shows, so nothing the server said is lost', () => {
    const problem = validation('The post is invalid.', [
      { field: 'body.postVisibility', message: 'Only a member of a dealer group can post to it.' },
      { field: 'body.vin', message: 'A VIN has 17 characters.' },
    ]);
    expect(formErrorsOf(problem, ['vin'])).toEqual({
      fieldErrors: { vin: 'A VIN has 17 characters.' },
      formError: 'Only a member of a dealer group can post to it.',
    });
  });

  it('shows the problem’s detail (or the user-facing errorMessage) when no field is named', () => {
    const conflict = problemFrom(409, { type: 'urn:dtn:problem:conflict', detail: 'This vehicle is sold.' });
    expect(formErrorsOf(conflict, ['vin'])).toEqual({ fieldErrors: {}, formError: 'This vehicle is sold.' });
    const invite = problemFrom(409, { detail: 'Conflict', errorMessage: 'That email already has an account.' });
    expect(formErrorsOf(invite, ['emailAddress']).formError).toBe('That email already has an account.');
  });

  it('is empty without a problem', () => {
    expect(formErrorsOf(null, ['vin'])).toEqual({ fieldErrors: {}, formError: null });
  });
});
