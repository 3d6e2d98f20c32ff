/**
 * A consumer started against a brand-new broker finds no topic yet: the relay creates it with its
 * first publish (or the operator beforehand, where the broker does not create topics itself), and
 * the broker answers UNKNOWN_TOPIC_OR_PARTITION (or LEADER_NOT_AVAILABLE while it elects one),
 * errors Kafka calls retriable. So the consumer waits for the topic, with a growing pause, instead
 * of crashing; it never creates the topic itself, whose partitions are the operator's choice.
 *
 *   waitForTopic(admin, topic, { signal, logger, maxPauseMs }): resolves once every partition of
 *     the topic has a leader; rejects on a non-retriable error or when the signal aborts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Admin } from 'kafkajs';

/** Kafka's retriable errors carry `retriable: true` (kafkajs KafkaJSProtocolError and others). */
const isRetriableKafkaError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true;

async function topicReady(admin: Admin, topic: string): Promise<boolean> {
  const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
  const partitions = topics.find((t) => t.name === topic)?.partitions ?? [];
  return partitions.length > 0 && partitions.every((p) => p.leader >= 0);
}

export async function waitForTopic(
  admin: Admin,
  topic: string,
  options: { signal?: AbortSignal; logger?: { warn(...args: unknown[]): void }; maxPauseMs?: number } = {},
): Promise<void> {
  const { signal, logger, maxPauseMs = 5000 } = options;
  let pause = 100;
  let told = false;
  for (;;) {
    signal?.throwIfAborted();
    try {
      if (await topicReady(admin, topic)) return;
    } catch (error) {
      if (!isRetriableKafkaError(error)) throw error;
    }
    if (!told) logger?.warn(`Kafka topic ${topic} does not exist yet (or has no leader): waiting for it (the relay creates it)`);
    told = true;
    await sleep(pause, undefined, { signal });
    pause = Math.min(pause * 2, maxPauseMs);
  }
}
