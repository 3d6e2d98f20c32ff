import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app';
import { testUserDirectory } from './test-app';

/** What Node's HTTP parser refuses is answered as problem+json like every other error (it was
 * fastify's own `application/json` shape). */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({ title: 'Client errors', auth: { mode: 'dev', users: testUserDirectory() } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
});

/** Writes raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('requests Node refuses before routing', () => {
  it('answers header fields past 16 KiB (a long URL, a long header) with a 431 problem', async () => {
    for (const request of [
      `GET /api/test?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const res = await raw(request);
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(res.body)).toEqual({
        type: 'urn:dtn:problem:header-fields-too-large',
        title: 'Request header fields too large',
        status: 431,
        detail: expect.stringContaining('16 KiB'),
      });
      expect(res.body).not.toContain('xxxxxxxx');
    }
  });

  it('answers a request that is not HTTP with a 400 problem', async () => {
    const res = await raw('NONSENSE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ type: 'urn:dtn:problem:bad-request', status: 400 });
  });
});
