import type { AllStreamResolvedEvent, ResolvedEvent } from '@kurrent/kurrentdb-client';
import { START, type RecordedEvent } from './port';

/** Maps a resolved event; undefined for system events ($-types) and unresolved links. */
export function fromResolved(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return undefined;
  const metadata = event.isJson && event.metadata && typeof event.metadata === 'object' ? event.metadata : {};
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position ? { commit: event.position.commit, prepare: event.position.prepare } : START,
    type: event.type,
    data: event.isJson ? event.data : Buffer.from(event.data),
    metadata: fromProperties(metadata as Record<string, unknown>),
    createdAt: event.created,
  };
}

/**
 * multiStreamAppend carries an event's metadata as properties whose values must be strings, and
 * KurrentDB reads them back as JSON metadata with its own `$schema.name` and `$schema.format`
 * added. So each value travels as its JSON text (null, numbers and objects survive, and a string
 * that looks like a number stays a string), and fromProperties undoes both.
 */
export function toProperties(metadata: Record<string, unknown> | undefined): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    const text = JSON.stringify(value) as string | undefined;
    if (text !== undefined) properties[key] = text;
  }
  return properties;
}

const SCHEMA_KEYS = /^\$schema\./;

function fromProperties(metadata: Record<string, unknown>): Record<string, unknown> {
  if (!('$schema.name' in metadata)) return metadata;
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (SCHEMA_KEYS.test(key)) continue;
    decoded[key] = typeof value === 'string' ? parseOr(value) : value;
  }
  return decoded;
}

/** A property written by another client may be plain text rather than JSON. */
function parseOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
