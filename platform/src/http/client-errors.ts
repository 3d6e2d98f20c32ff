/**
 * Answers to requests Node's HTTP parser refused before fastify saw a request (fastify's
 * `clientErrorHandler`): header fields past Node's 16 KiB (a long URL included) are a 431, a
 * request that did not arrive in time a 408, anything malformed a 400. Fastify's own handler wrote
 * `application/json` in its own shape; every other answer of the services is problem+json, so
 * these are too. There is no request, so no `instance`; the socket is closed after the answer.
 *
 *   clientErrorHandler(error, socket)    pass as buildApp's Fastify option
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { problemContentType } from '@dtn/contracts';
import type { ProblemCode } from '../errors';
import { problemTitle, problemType } from './problem';

const answers: Record<string, { status: number; code: ProblemCode; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'header-fields-too-large',
    detail: 'The request header fields, the URL included, are larger than the server takes (16 KiB).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request-timeout', detail: 'The request did not arrive in time.' },
};
const malformed = { status: 400, code: 'bad-request', detail: 'The request is not valid HTTP.' } as const;

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, detail } = answers[error.code ?? ''] ?? malformed;
  if (socket.writable) {
    const body = JSON.stringify({ type: problemType(code), title: problemTitle(code), status, detail });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: ${problemContentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
