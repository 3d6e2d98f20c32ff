/**
 * A test's reader of /api/push: fetch with the bearer token (as the app reads it), events parsed
 * with the shared SSE parser.
 *
 *   const stream = await openEventStream(baseUrl, token, { lastEventId })
 *   await stream.next((e) => e.event === 'offer')   resolves with the first matching event
 *   stream.events                                    everything received so far
 *   await stream.close()
 */
import { sseParser, type SseEvent } from '@dtn/contracts/sse';

export interface EventStream {
  events: SseEvent[];
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): Promise<void>;
}

export async function openEventStream(baseUrl: string, token: string, options: { lastEventId?: string } = {}): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/push`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`/api/push answered ${response.status}`);
  const events: SseEvent[] = [];
  const waiters: { match: (event: SseEvent) => boolean; from: number; resolve: (event: SseEvent) => void }[] = [];
  const parse = sseParser((event) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(decoder.decode(value, { stream: true }));
    }
  })().catch(() => undefined);

  return {
    events,
    next(match, timeoutMs = 30_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching push within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({ match, from: events.length, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
