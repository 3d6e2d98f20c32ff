import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

/**
 * Request latency by route pattern (`/api/offer/:id`, never the raw URL, so that ids do not
 * multiply the series). Buckets from 5 ms to 10 s: the API answers in milliseconds, and a
 * query waiting for read-your-writes may take up to its 5 s timeout.
 */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency in seconds by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
