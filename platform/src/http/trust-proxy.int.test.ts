import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@dtn/contracts';
import { buildApp } from './build-app';
import { limitPublicRoutes } from './rate-limit';
import { registerRoute } from './register-route';
import { testUserDirectory } from './test-app';

/**
 * The public routes' rate limits key on the client: behind the proxy (nginx, which adds the
 * client to X-Forwarded-For) every client used to share the proxy's one bucket. Only a request
 * from a trusted proxy address (TRUST_PROXY) has its client read from X-Forwarded-For; anyone
 * else sending the header stays in their own bucket. Loopback addresses stand in for the
 * machines: 127.0.0.1 is the proxy, 127.0.0.2 a client that reaches the service directly.
 */
const leadRoute = defineRoute({
  method: 'GET',
  url: '/api/test/lead',
  auth: 'public',
  permissions: [],
  summary: 'A rate-limited public route that says who it saw',
  side: 'query',
  response: { 200: z.object({ ip: z.string() }) },
});

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({ title: 'Trust proxy', trustProxy: ['127.0.0.1'], auth: { mode: 'dev', users: testUserDirectory() } });
  await app.register(async (scope) => {
    await limitPublicRoutes(scope, { max: 2, timeWindow: '1 minute' });
    registerRoute(scope, leadRoute, async (request) => ({ ip: request.ip }));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
});

/** One request from `from` (a loopback address), with X-Forwarded-For when given. */
function get(from: string, forwardedFor?: string): Promise<{ status: number; ip?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/test/lead',
      localAddress: from,
      agent: false,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ip: res.statusCode === 200 ? (JSON.parse(body) as { ip: string }).ip : undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('rate limits behind a trusted proxy', () => {
  it('give two clients through the trusted proxy a bucket each', async () => {
    // nginx appends the address it saw to whatever the client sent: the last entry is the client.
    const first = [await get('127.0.0.1', '198.51.100.7'), await get('127.0.0.1', '198.51.100.7')];
    expect(first).toEqual([
      { status: 200, ip: '198.51.100.7' },
      { status: 200, ip: '198.51.100.7' },
    ]);
    expect((await get('127.0.0.1', '198.51.100.7')).status).toBe(429);
    expect(await get('127.0.0.1', '203.0.113.9, 198.51.100.8')).toEqual({ status: 200, ip: '198.51.100.8' });
  });

  it('keep a direct client that sends X-Forwarded-For in its own bucket', async () => {
    expect(await get('127.0.0.2', '192.0.2.1')).toEqual({ status: 200, ip: '127.0.0.2' });
    expect(await get('127.0.0.2', '192.0.2.2')).toEqual({ status: 200, ip: '127.0.0.2' });
    expect((await get('127.0.0.2', '192.0.2.3')).status).toBe(429);
  });
});
