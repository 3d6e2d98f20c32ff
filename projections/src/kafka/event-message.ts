/**
 * How a stored event travels on the Kafka topic (the relay writes it, consumers read it back):
 *   key      the stream id, so one stream's events go to one partition, in order
 *   headers  event-id, event-type, position ("commit/prepare"), stream-revision, metadata (JSON)
 *   value    JSON {id, streamId, revision, position: {commit, prepare}, type, data, metadata, createdAt},
 *            bigints as decimal strings
 * Other consumers (email, analytics) need only the value; the headers let them route or skip
 * without parsing it.
 */
import { formatPosition, type RecordedEvent } from '@dtn/platform/event-store/port';

export interface EventMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

export function toEventMessage(event: RecordedEvent): EventMessage {
  return {
    key: event.streamId,
    value: JSON.stringify({
      id: event.id,
      streamId: event.streamId,
      revision: event.revision.toString(),
      position: { commit: event.position.commit.toString(), prepare: event.position.prepare.toString() },
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      createdAt: event.createdAt.toISOString(),
    }),
    headers: {
      'event-id': event.id,
      'event-type': event.type,
      position: formatPosition(event.position),
      'stream-revision': event.revision.toString(),
      metadata: JSON.stringify(event.metadata),
    },
  };
}

interface EventValue {
  id: string;
  streamId: string;
  revision: string;
  position: { commit: string; prepare: string };
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  createdAt: string;
}

/** The stored event a message carries; throws on a value that is not one. */
export function fromEventMessage(value: Buffer | string | null): RecordedEvent {
  if (value === null) throw new Error('A Kafka message without a value is not an event');
  const v = JSON.parse(value.toString()) as EventValue;
  if (typeof v.id !== 'string' || typeof v.streamId !== 'string' || typeof v.type !== 'string' || !v.position) {
    throw new Error('A Kafka message value is not an event');
  }
  return {
    id: v.id,
    streamId: v.streamId,
    revision: BigInt(v.revision),
    position: { commit: BigInt(v.position.commit), prepare: BigInt(v.position.prepare) },
    type: v.type,
    data: v.data,
    metadata: v.metadata ?? {},
    createdAt: new Date(v.createdAt),
  };
}
