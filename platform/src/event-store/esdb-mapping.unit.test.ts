import { describe, expect, it } from '@jest/globals';
import type { ResolvedEvent } from '@kurrent/kurrentdb-client';
import { fromResolved, toProperties } from './esdb-mapping';

/** An event as KurrentDB's readers hand it back, with the metadata the server gives it. */
const resolved = (metadata: Record<string, unknown>): ResolvedEvent => ({
  event: {
    streamId: 'offer-1',
    id: '7f1c2a52-5d7e-4c57-9a55-0a8d8b3c6f10',
    isJson: true,
    revision: 0n,
    type: 'OfferAccepted',
    created: new Date('2025-01-01T00:00:00Z'),
    data: { amount: 1 },
    metadata,
    position: { commit: 10n, prepare: 10n },
  },
});

// multiStreamAppend takes string properties only; KurrentDB (EventRecord.SynthesizeMetadataFromProperties,
// 25.1) reads them back as JSON metadata with `$schema.name` and `$schema.format` added.
describe("metadata through KurrentDB's record properties", () => {
  const metadata = { userId: null, correlationId: 'c1', attempt: 2, looksNumeric: '42', nested: { a: [1] } };

  it('writes every value as its JSON text', () => {
    const properties = toProperties({ ...metadata, dropped: undefined });
    expect(properties).toEqual({
      userId: 'null',
      correlationId: '"c1"',
      attempt: '2',
      looksNumeric: '"42"',
      nested: '{"a":[1]}',
    });
  });

  it('reads back the metadata as it was given, without the server’s $schema keys', () => {
    const synthesized = { ...toProperties(metadata), '$schema.name': 'OfferAccepted', '$schema.format': 'Json' };
    expect(fromResolved(resolved(synthesized))?.metadata).toEqual(metadata);
  });

  it('leaves metadata appended to one stream (JSON, no properties) as it is', () => {
    expect(fromResolved(resolved({ userId: 'u1', attempt: '2' }))?.metadata).toEqual({ userId: 'u1', attempt: '2' });
  });

  it('keeps a property that another client wrote as plain text', () => {
    const synthesized = { source: 'import job', '$schema.name': 'OfferAccepted', '$schema.format': 'Json' };
    expect(fromResolved(resolved(synthesized))?.metadata).toEqual({ source: 'import job' });
  });
});
