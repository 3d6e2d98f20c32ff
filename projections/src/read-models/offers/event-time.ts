import type { RecordedEvent } from '@dtn/platform/event-store/port';

/**
 * When the event happened: its metadata's occurredAt (set by the command side), else the time
 * the store recorded it. Read models take times from here, never from now(), so applying the
 * same events again (a redelivery, a replay) writes the same rows.
 */
export function eventTime(event: RecordedEvent): string {
  const occurredAt = event.metadata['occurredAt'];
  if (typeof occurredAt === 'string' && !Number.isNaN(Date.parse(occurredAt))) return occurredAt;
  return event.createdAt.toISOString();
}
