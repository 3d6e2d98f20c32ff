import { describe, expect, it } from '@jest/globals';
import { ApiError, problemFrom, problemKey, toApiProblem } from './api-problem';

const detailKeys = { notFound: 'inventory.detail.not-found', failed: 'error.load-error-title' };

describe('problemKey (spec section 8)', () => {
  it('maps 404 to the screen’s not-found key, 403 to unauthorized, anything else to its load-error key', () => {
    expect(problemKey(problemFrom(404, { type: 'urn:dtn:problem:not-found' }), detailKeys)).toBe('inventory.detail.not-found');
    expect(problemKey(problemFrom(403, { type: 'urn:dtn:problem:forbidden' }), detailKeys)).toBe('unauthorized');
    for (const status of [0, 400, 409, 429, 500, 503]) {
      expect(problemKey(problemFrom(status, {}), detailKeys)).toBe('error.load-error-title');
    }
  });

  it('uses the load-error key for a 404 when the screen has no not-found message, and the spec key by default', () => {
    expect(problemKey(problemFrom(404, {}), { failed: 'my-offers.error' })).toBe('my-offers.error');
    expect(problemKey(problemFrom(500, {}))).toBe('error.load-error-title');
  });
});

describe('toApiProblem', () => {
  it('returns the problem of an ApiError, and a status-0 network problem for anything else', () => {
    const problem = problemFrom(409, { type: 'urn:dtn:problem:conflict', detail: 'Already sold' });
    expect(toApiProblem(new ApiError(problem))).toBe(problem);
    expect(toApiProblem(new TypeError('fetch failed'))).toEqual({
      status: 0,
      type: 'urn:dtn:problem:network',
      code: 'network',
      title: 'Network error',
      detail: 'fetch failed',
      errors: [],
    });
  });

  it('is plain data (serialisable), never the Error', () => {
    const problem = toApiProblem(new ApiError(problemFrom(400, { errors: [{ field: 'body.vin', message: 'Required' }] })));
    expect(JSON.parse(JSON.stringify(problem))).toEqual(problem);
    expect(problem.field).toBe('body.vin');
  });
});
