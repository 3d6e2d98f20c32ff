/**
 * The Kafka broker of the integration tests, in order of preference: KAFKA_BROKERS from the
 * environment (CI starts platform/kafka-broker/start-kafka.sh), a @testcontainers/kafka
 * container when Docker runs, else `{ skip: reason }` so the suite prints why and skips —
 * unless REQUIRE_KAFKA is set (CI), where a missing broker is a failure, never a skip.
 *
 *   const kafka = await kafkaForTests();
 *   if ('skip' in kafka) { console.warn(kafka.skip); describe.skip(...) } else { kafka.brokers ... }
 *   uniqueName(prefix): a topic or group name no other run uses
 */
import { randomBytes } from 'node:crypto';
import { dockerAvailable } from '../db/test-database';

export type TestKafka = { brokers: string[]; source: 'env' | 'container' } | { skip: string };

let container: Promise<string[]> | undefined;

export async function kafkaForTests(): Promise<TestKafka> {
  const fromEnv =
    process.env.KAFKA_BROKERS?.split(',')
      .map((b) => b.trim())
      .filter(Boolean) ?? [];
  if (fromEnv.length > 0) return { brokers: fromEnv, source: 'env' };
  if (!(await dockerAvailable())) {
    const reason =
      'KAFKA_BROKERS is unset and Docker is not available (run platform/kafka-broker/start-kafka.sh and set KAFKA_BROKERS=127.0.0.1:9092)';
    if (process.env.REQUIRE_KAFKA) throw new Error(`REQUIRE_KAFKA is set but ${reason}`);
    return { skip: `Kafka tests skipped: ${reason}` };
  }
  // One container per test process; the testcontainers reaper removes it when the process exits.
  container ??= (async () => {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const started = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
    return [`${started.getHost()}:${started.getMappedPort(9093)}`];
  })();
  return { brokers: await container, source: 'container' };
}

/** A topic or consumer-group name of this run only, so parallel and repeated runs never meet. */
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;
}
