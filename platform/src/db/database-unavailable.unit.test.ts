import { describe, expect, it } from '@jest/globals';
import { ServiceUnavailableError, toHttpError } from '../errors';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, extra: object = {}) => Object.assign(new Error('x'), { code, ...extra });

describe('isDatabaseUnavailable', () => {
  it.each(['08006', '08001', '57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])(
    '%s: the database is away',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it("knows pg's and pg-pool's words for a broken or missing connection", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ])
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("counts a missing socket file only when connecting, and never the statement's own errors", () => {
    expect(isDatabaseUnavailable(withCode('ENOENT', { syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ENOENT', { syscall: 'open' }))).toBe(false);
    for (const code of ['23505', '22003', '40001', '57014', '42P01']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable('oops')).toBe(false);
  });

  it('is a 503 at the HTTP edge, with when to come back', () => {
    const mapped = toHttpError(new Error('Connection terminated unexpectedly'));
    expect(mapped).toBeInstanceOf(ServiceUnavailableError);
    expect(mapped).toMatchObject({ status: 503, code: 'service-unavailable', retryAfterSeconds: 2 });
  });
});
