import { z } from 'zod';
import { defineRoute } from './route-spec';

/**
 * The live stream of a signed-in user (Server-Sent Events, `text/event-stream`): what changed
 * that a screen of theirs shows, announced after its read model committed. The browser reads it
 * with fetch (EventSource cannot send the bearer token); a reconnect sends `Last-Event-ID` and
 * receives what it missed, or a `reload` event when too much was missed. Events:
 *   notification {change: raised|read|dismissed, notificationType?, notificationId}
 *   offer        {offerId, status?}     the offer changed (status, amounts, dismissal)
 *   message      {offerId, messageId}   a new conversation message
 *   quote        {offerId, transportBidId}   a transport vendor quoted (the buyer's wizard)
 *   reload       {}                     reload everything (the stream could not resume)
 * Served by the query service; the spec's polling stays as the fallback while it is down.
 */
export const PushKind = z.enum(['notification', 'offer', 'message', 'quote', 'reload']);
export type PushKind = z.infer<typeof PushKind>;

export const pushStream = defineRoute({
  method: 'GET',
  url: '/api/push',
  auth: 'user',
  permissions: [],
  summary: "The signed-in user's live changes as Server-Sent Events (text/event-stream); resume with Last-Event-ID",
  side: 'query',
});
