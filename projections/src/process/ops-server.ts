/**
 * The small HTTP server of the projections and relay processes (no API of their own):
 *   GET /healthz  200 while the process runs
 *   GET /readyz   200 when readiness() reports ready within READINESS_TIMEOUT_MS (probe), else 503;
 *                 the body carries the report's detail either way (stalled or parked projectors)
 *   GET /metrics  the shared Prometheus registry
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probe, type Readiness } from '@dtn/platform/http/health-routes';
import { metricsRegistry } from '@dtn/platform/metrics/registry';

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

export async function startOpsServer(options: { port: number; host?: string; readiness: Readiness }): Promise<OpsServer> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return send(405, JSON.stringify({ status: 'method not allowed' }));
    if (path === '/healthz') return send(200, JSON.stringify({ status: 'ok' }));
    if (path === '/readyz') {
      void probe(options.readiness).then((report) =>
        send(report.ready ? 200 : 503, JSON.stringify({ status: report.ready ? 'ok' : 'not ready', ...report.detail })),
      );
      return;
    }
    if (path === '/metrics') {
      void metricsRegistry.metrics().then(
        (text) => send(200, text, metricsRegistry.contentType),
        () => send(500, JSON.stringify({ status: 'metrics failed' })),
      );
      return;
    }
    send(404, JSON.stringify({ status: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '0.0.0.0', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
