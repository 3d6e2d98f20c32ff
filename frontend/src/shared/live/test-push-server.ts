import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { requestUrl } from '../../testing/request-url';

/**
 * Tests only: GET /api/push as a scripted server behind a fetch the live saga takes from its
 * options. Each connection is a real byte stream the test writes Server-Sent Events into, ends or
 * breaks; what the saga sent (headers, the URL) and whether it hung up are recorded. The real
 * server: query-service/src/push/ (embedded/src/live-push.int.test.ts), the whole path in
 * Chromium: e2e/src/live.e2e.test.ts.
 *
 *   const server = new FakePushServer();  live: { fetch: server.fetch }
 *   server.send('offer', { offerId }, 'c1')   server.end()   server.refuseNext(401)
 */
export interface PushConnection {
  url: string;
  headers: Record<string, string>;
  /** The saga hung up (closed its channel). */
  aborted: boolean;
  /** The server side is still writable. */
  open: boolean;
}

const encoder = new TextEncoder();

export class FakePushServer {
  readonly connections: PushConnection[] = [];
  private readonly statuses: number[] = [];
  private readonly controllers = new Map<PushConnection, ReadableStreamDefaultController<Uint8Array>>();

  /** The next connection is answered with this status (a problem, no stream). */
  refuseNext(status: number): this {
    this.statuses.push(status);
    return this;
  }

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const connection: PushConnection = {
      url: requestUrl(input),
      headers: { ...(init?.headers as Record<string, string>) },
      aborted: false,
      open: false,
    };
    this.connections.push(connection);
    const status = this.statuses.shift() ?? 200;
    if (status !== 200) {
      return { status, ok: false, headers: new Headers({ 'content-type': 'application/problem+json' }), body: null } as unknown as Response;
    }
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controllers.set(connection, controller);
        connection.open = true;
      },
    });
    init?.signal?.addEventListener('abort', () => {
      connection.aborted = true;
      if (connection.open) this.controllers.get(connection)!.error(new Error('aborted'));
      connection.open = false;
    });
    this.controllers.get(connection)!.enqueue(encoder.encode('retry: 3000\n\n'));
    return {
      status: 200,
      ok: true,
      headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
      body,
    } as unknown as Response;
  }) as typeof fetch;

  get last(): PushConnection | undefined {
    return this.connections.at(-1);
  }

  /** Raw text on the open stream (several events at once, a heartbeat, half an event). */
  write(text: string): void {
    this.openController().enqueue(encoder.encode(text));
  }

  send(event: string, data: Record<string, unknown> = {}, id?: string): void {
    this.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** The server closes the stream (a restart, a graceful shutdown). */
  end(): void {
    this.openController().close();
    this.last!.open = false;
  }

  /** The connection breaks (a network blip). */
  break(): void {
    this.openController().error(new Error('network error'));
    this.last!.open = false;
  }

  private openController(): ReadableStreamDefaultController<Uint8Array> {
    const connection = this.last;
    if (!connection?.open) throw new Error('FakePushServer: no open stream');
    return this.controllers.get(connection)!;
  }
}
