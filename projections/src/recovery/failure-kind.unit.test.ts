import { describe, expect, it } from '@jest/globals';
import { describeFailure, isTransientFailure } from './failure-kind';
import { ProjectorFailure } from './projector-failure';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isTransientFailure', () => {
  it.each(['08006', '40001', '40P01', '53300', '57P01', '57014', '55P03', 'ECONNRESET', 'ECONNREFUSED'])(
    '%s is retried as it is',
    (code) => {
      expect(isTransientFailure(withCode(code))).toBe(true);
      expect(isTransientFailure(new ProjectorFailure('offers', withCode(code)))).toBe(true);
    },
  );

  it.each(['22003', '22P02', '23505', '23502', '42703', 'P0001'])('%s belongs to the event', (code) => {
    expect(isTransientFailure(withCode(code))).toBe(false);
  });

  it('knows a closed connection by its message, and a plain bug is not transient', () => {
    expect(isTransientFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransientFailure('oops')).toBe(false);
  });

  it('describes a failure in one line with its code', () => {
    expect(describeFailure(withCode('22003'))).toBe('x (22003)');
    expect(describeFailure(new ProjectorFailure('offers', withCode('22003')))).toBe('offers: x (22003)');
  });
});
