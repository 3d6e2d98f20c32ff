import { describe, it, expect } from '@jest/globals';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import { fromEventMessage, toEventMessage } from './event-message';

const event: RecordedEvent = {
  id: '0b7f3c1e-6f57-4a43-9a43-2f1d1d4e0b11',
  streamId: 'inventory-42',
  revision: 3n,
  position: { commit: 18446744073709551615n, prepare: 77n },
  type: 'VehicleSold',
  data: { id: '42', soldAt: '2025-03-01T12:00:00.000Z', offerId: null },
  metadata: { userId: null, correlationId: 'c-1' },
  createdAt: new Date('2025-03-01T12:00:01.000Z'),
};

describe('event messages', () => {
  it('key the stream, carry id, type, position, revision and metadata in headers, and read back the same event', () => {
    const message = toEventMessage(event);
    expect(message.key).toBe('inventory-42');
    expect(message.headers).toEqual({
      'event-id': event.id,
      'event-type': 'VehicleSold',
      position: '18446744073709551615/77',
      'stream-revision': '3',
      metadata: '{"userId":null,"correlationId":"c-1"}',
    });
    expect(fromEventMessage(Buffer.from(message.value))).toEqual(event);
  });

  it('refuses a value that is not an event', () => {
    expect(() => fromEventMessage(null)).toThrow('without a value');
    expect(() => fromEventMessage('{"hello":1}')).toThrow('not an event');
  });
});
