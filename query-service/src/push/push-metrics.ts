/**
 * The push hub's metrics on the shared registry (GET /metrics on the ops port):
 *   dtn_push_clients                  connected streams now
 *   dtn_push_events_sent_total{kind}  events written to a client
 *   dtn_push_lag_seconds              from the row's commit to its write to a client
 */
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '@dtn/platform/metrics/registry';

export const pushClients = new Gauge({ name: 'dtn_push_clients', help: 'Connected push streams', registers: [metricsRegistry] });

export const pushEventsSent = new Counter({
  name: 'dtn_push_events_sent_total',
  help: 'Push events written to a client, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const pushLagSeconds = new Histogram({
  name: 'dtn_push_lag_seconds',
  help: 'Seconds from a push row being written (the read model committing) to the event reaching a client socket',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  registers: [metricsRegistry],
});
