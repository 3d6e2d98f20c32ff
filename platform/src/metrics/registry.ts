import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The Prometheus registry every process exposes at GET /metrics. One per process; metrics are
 * created once at module load (prom-client refuses a second metric of the same name).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
