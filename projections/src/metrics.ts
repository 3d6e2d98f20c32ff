/**
 * The projections' and the relay's Prometheus metrics, on the shared registry (GET /metrics):
 *
 *   dtn_projection_lag_events{projector}     events stored after the projector's checkpoint (approx.)
 *   dtn_projection_lag_seconds{projector}    age of the oldest event after the checkpoint (0 = caught up)
 *   dtn_projection_events_applied_total{projector,source}   events a projector has applied (direct | kafka)
 *   dtn_projection_stalled{projector}        1 while its batches fail and are retried
 *   dtn_projection_parked_events{projector}  events it parked (dead letter) and has not replayed
 *   dtn_projection_batch_failures_total{projector}  failed attempts to apply a batch
 *   dtn_relay_lag_events, dtn_relay_lag_seconds               the same for the relay's checkpoint
 *   dtn_relay_events_published_total                          events the broker has acknowledged
 *
 * Lag in events is the difference of the stored positions' sequence numbers (PostgreSQL's global
 * position; EventStoreDB's is a byte offset, so there it counts the events read after the
 * checkpoint, up to a cap).
 */
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@dtn/platform/metrics/registry';

export const projectionLagEvents = new Gauge({
  name: 'dtn_projection_lag_events',
  help: 'Events stored after the projector checkpoint',
  labelNames: ['projector'] as const,
  registers: [metricsRegistry],
});

export const projectionLagSeconds = new Gauge({
  name: 'dtn_projection_lag_seconds',
  help: 'Age in seconds of the oldest event after the projector checkpoint (0 when caught up)',
  labelNames: ['projector'] as const,
  registers: [metricsRegistry],
});

export const projectionEventsApplied = new Counter({
  name: 'dtn_projection_events_applied_total',
  help: 'Events applied by a projector',
  labelNames: ['projector', 'source'] as const,
  registers: [metricsRegistry],
});

export const relayLagEvents = new Gauge({
  name: 'dtn_relay_lag_events',
  help: 'Events stored after the relay checkpoint',
  registers: [metricsRegistry],
});

export const relayLagSeconds = new Gauge({
  name: 'dtn_relay_lag_seconds',
  help: 'Age in seconds of the oldest event not yet published (0 when caught up)',
  registers: [metricsRegistry],
});

export const relayEventsPublished = new Counter({
  name: 'dtn_relay_events_published_total',
  help: 'Events published to Kafka and acknowledged by the broker',
  registers: [metricsRegistry],
});

/** 1 while a projector's batches keep failing (the runner retries with backoff), else 0. */
export const projectionStalled = new Gauge({
  name: 'dtn_projection_stalled',
  help: '1 while the projector fails to apply a batch and is retrying, else 0',
  labelNames: ['projector'] as const,
  registers: [metricsRegistry],
});

/** Events a projector parked (could not apply even alone) and has not replayed since. */
export const projectionParkedEvents = new Gauge({
  name: 'dtn_projection_parked_events',
  help: 'Events parked by the projector (projection_parked_events); replay them with npm run parked',
  labelNames: ['projector'] as const,
  registers: [metricsRegistry],
});

/** Every failed attempt to apply a batch, by the projector that failed ('unknown' for a commit). */
export const projectionBatchFailures = new Counter({
  name: 'dtn_projection_batch_failures_total',
  help: 'Failed attempts to apply a batch, by projector',
  labelNames: ['projector'] as const,
  registers: [metricsRegistry],
});
