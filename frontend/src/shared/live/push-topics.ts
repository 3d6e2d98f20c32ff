import type { SseEvent } from '@dtn/contracts/sse';
import type { DataTopic } from '../data-changed';

/** Everything the stream can announce: what a `reload` event (the stream could not resume) reloads. */
const liveTopics: readonly DataTopic[] = ['notifications', 'vehicle-matches', 'offers', 'conversations', 'transport-quotes'];

/**
 * What a push from GET /api/push (contracts/src/routes/push.ts) makes the screens reload, as
 * shared dataChanged topics, so no feature needs to know about the stream:
 *   notification  the counts and the drawer; the matches page too when it is a VehicleMatch or
 *                 a read/dismissal (those carry no type: it may have been a match in another tab)
 *   offer         the offers lists, the open offer detail and the counts
 *   message       the open offer detail's conversation
 *   quote         the wizard's transport bids
 *   reload        all of the above
 * `ready` (and anything unknown) reloads nothing.
 */
function topicsOf(event: SseEvent): readonly DataTopic[] {
  switch (event.event) {
    case 'notification':
      return isMaybeVehicleMatch(event.data) ? ['notifications', 'vehicle-matches'] : ['notifications'];
    case 'offer':
      return ['offers'];
    case 'message':
      return ['conversations'];
    case 'quote':
      return ['transport-quotes'];
    case 'reload':
      return liveTopics;
    default:
      return [];
  }
}

function isMaybeVehicleMatch(data: string): boolean {
  try {
    const parsed = JSON.parse(data) as { notificationType?: unknown };
    return parsed.notificationType === undefined || parsed.notificationType === 'VehicleMatch';
  } catch {
    return true;
  }
}

/** The topics of several events, each once, in a stable order. */
export function topicsOfAll(events: readonly SseEvent[]): DataTopic[] {
  const wanted = new Set(events.flatMap(topicsOf));
  return liveTopics.filter((topic) => wanted.has(topic));
}
