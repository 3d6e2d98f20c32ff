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
    metadata: metadata as Record<string, unknown>,
    createdAt: event.created,
  };
}
