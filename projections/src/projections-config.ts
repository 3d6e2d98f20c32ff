/**
 * The projections process's own settings (besides platform/config's DATABASE_URL, ESDB_URL,
 * DATA_DIR, SMTP_URL, MAIL_FROM, LOG_LEVEL and, in Kafka mode, platform/kafka's KAFKA_*):
 *
 *   PROJECTIONS_SOURCE  'direct' (default): every projector on the all-stream subscription;
 *                       'kafka': the stream-ordered projectors as Kafka consumer groups (one group
 *                       per read model, replicas split the partitions), the rest direct
 *   METRICS_PORT        port of /healthz, /readyz and /metrics (9464, Prometheus' exporter port)
 *   PROJECTIONS         optional comma list of projector names to run (default: all); lets one
 *                       deployment run only some read models
 * The relay process reads METRICS_PORT too (RelayEnv).
 */
import { z } from 'zod';

const names = z
  .string()
  .trim()
  .transform((value) =>
    value === ''
      ? undefined
      : value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
  )
  .optional();

export const ProjectionsEnv = z.object({
  PROJECTIONS_SOURCE: z.enum(['direct', 'kafka']).default('direct'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  PROJECTIONS: names,
});

export const RelayEnv = z.object({
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});

export interface ProjectionsConfig {
  source: 'direct' | 'kafka';
  metricsPort: number;
  /** Undefined = every projector. */
  projectors?: string[];
}

function parse<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export function loadProjectionsConfig(env: NodeJS.ProcessEnv = process.env, known?: readonly string[]): ProjectionsConfig {
  const e = parse(ProjectionsEnv, env);
  const unknown = e.PROJECTIONS?.filter((name) => known && !known.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`Invalid configuration: PROJECTIONS names unknown projectors: ${unknown.join(', ')}`);
  return { source: e.PROJECTIONS_SOURCE, metricsPort: e.METRICS_PORT, ...(e.PROJECTIONS ? { projectors: e.PROJECTIONS } : {}) };
}

export function loadRelayConfig(env: NodeJS.ProcessEnv = process.env): { metricsPort: number } {
  return { metricsPort: parse(RelayEnv, env).METRICS_PORT };
}
