/**
 * Kafka settings from environment variables (the relay and the projections process in Kafka
 * mode), parsed with zod so a bad value stops the process naming the variable.
 *
 *   KAFKA_BROKERS    comma-separated host:port list, e.g. "kafka:9092" (required where Kafka is used)
 *   KAFKA_TOPIC      the topic every event is published to ('dtn.events')
 *   KAFKA_CLIENT_ID  the client id the broker logs and quotas see ('dtn')
 *
 *   loadKafkaConfig(env = process.env): KafkaConfig
 */
import { z } from 'zod';

export const KafkaEnv = z.object({
  KAFKA_BROKERS: z
    .string({ error: 'KAFKA_BROKERS is required (comma-separated host:port list)' })
    .transform((value) =>
      value
        .split(',')
        .map((broker) => broker.trim())
        .filter((broker) => broker.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[^\s:]+:\d{1,5}$/, 'each broker must be host:port')).min(1, 'names no broker')),
  KAFKA_TOPIC: z.string().trim().min(1).default('dtn.events'),
  KAFKA_CLIENT_ID: z.string().trim().min(1).default('dtn'),
});

export interface KafkaConfig {
  brokers: string[];
  topic: string;
  clientId: string;
}

export function loadKafkaConfig(env: NodeJS.ProcessEnv = process.env): KafkaConfig {
  const parsed = KafkaEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid Kafka configuration: ${problems.join('; ')}`);
  }
  return { brokers: parsed.data.KAFKA_BROKERS, topic: parsed.data.KAFKA_TOPIC, clientId: parsed.data.KAFKA_CLIENT_ID };
}
