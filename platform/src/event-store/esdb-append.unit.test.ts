import { describe, expect, it } from '@jest/globals';
import { NO_STREAM, UnsupportedError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { portError } from './esdb-append';
import { WrongExpectedRevisionError, type StreamAppend } from './port';

// The KurrentDB client's own error classes, as it builds them from the server's answers
// (WrongExpectedVersionError.fromRevisionConflict for multiStreamAppend).
describe("the KurrentDB client's append errors in the port's terms", () => {
  const appends: StreamAppend[] = [
    { streamId: 'vehicle-1', events: [], expectedRevision: 0n },
    { streamId: 'Offer-1', events: [], expectedRevision: 'no_stream' },
  ];

  it('names the stream whose revision did not hold, with its actual revision', () => {
    const error = portError(new WrongExpectedVersionError(undefined, { streamName: 'vehicle-1', expected: 0n, current: 3n }), appends);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 'vehicle-1', expected: 0n, actual: 3n });
  });

  it('answers no actual revision for a stream that does not exist, and the name as given when the server changed its case', () => {
    const missing = portError(
      new WrongExpectedVersionError(undefined, { streamName: 'offer-1', expected: NO_STREAM, current: NO_STREAM }),
      appends,
    );
    expect(missing).toMatchObject({ streamId: 'Offer-1', expected: 'no_stream', actual: null });
  });

  it('says that KurrentDB 25.1 or later is needed when the server has no multi-stream append', () => {
    const error = portError(new UnsupportedError('multiStreamAppend', '25.1'), appends) as Error;
    expect(error.message).toMatch(/needs KurrentDB 25\.1 or later/);
    expect(error.cause).toBeInstanceOf(UnsupportedError);
  });

  it('passes any other error through', () => {
    const other = new Error('connection reset');
    expect(portError(other, appends)).toBe(other);
  });
});
