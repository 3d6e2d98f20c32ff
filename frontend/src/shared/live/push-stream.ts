import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { sseParser, type SseEvent } from '@dtn/contracts/sse';
import { routeTable } from '../api/route-table.gen';

/**
 * One connection to GET /api/push, read with fetch (EventSource cannot send the bearer token; the
 * token never goes into a URL), as a saga channel of:
 *   open             the server answered 200 with an event stream
 *   events           what one chunk of the body held (possibly nothing: a heartbeat), so the
 *                    saga can tell a live stream from a silent dead one and reload once per chunk
 *   refused          401/403: this token will not do, retrying with it is pointless
 *   closed           the stream ended, failed or was never opened; the saga reconnects
 * Closing the channel aborts the request.
 */
export type StreamMessage =
  { type: 'open' } | { type: 'events'; events: SseEvent[] } | { type: 'refused'; status: number } | { type: 'closed'; reason: string };

export interface StreamRequest {
  fetch: typeof fetch;
  token: string | null;
  /** The id of the last event received: the server sends what came after it. */
  lastEventId: string | undefined;
}

export function openPushStream({ fetch, token, lastEventId }: StreamRequest): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    const abort = new AbortController();
    const read = async () => {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const response = await fetch(routeTable.pushStream.url, { headers, cache: 'no-store', signal: abort.signal });
      if (response.status === 401 || response.status === 403) {
        void response.body?.cancel().catch(() => undefined);
        return emit({ type: 'refused', status: response.status });
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !contentType.startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => undefined);
        return emit({ type: 'closed', reason: `answered ${response.status} ${contentType}` });
      }
      emit({ type: 'open' });
      const pending: SseEvent[] = [];
      const parse = sseParser((event) => pending.push(event));
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
        emit({ type: 'events', events: pending.splice(0) });
      }
      emit({ type: 'closed', reason: 'the server ended the stream' });
    };
    read().catch((error: unknown) => {
      // Aborted by closing the channel (sign-out, a stall, leaving): nobody is listening any more.
      if (!abort.signal.aborted) emit({ type: 'closed', reason: error instanceof Error ? error.message : String(error) });
    });
    return () => abort.abort();
  }, buffers.expanding<StreamMessage>(16));
}
