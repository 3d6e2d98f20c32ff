/**
 * A projections consumer started before its topic exists (a brand-new broker, the relay not yet
 * publishing) waits for the topic instead of crashing on Kafka's retriable
 * UNKNOWN_TOPIC_OR_PARTITION, then applies everything once the relay creates it, and its
 * per-partition lag (kafka_consumer_lag) reaches zero.
 */
import { describe, it, expect, afterAll } from '@jest/globals';
import { kafkaForTests, uniqueName } from '@dtn/platform/kafka/test-kafka';
import { metricsRegistry } from '@dtn/platform/metrics/registry';
import { allProjectors } from '../all-projectors';
import { openHarness, type Harness } from '../testing/harness';
import { measureConsumerLag } from './consumer-lag';
import { createKafkaProjectionConsumer } from './kafka-projection-consumer';
import { createRelay } from './relay';
import { splitForKafka } from './split-projectors';
import { eventually, groupCaughtUp, quietKafka } from './testing/kafka-test-support';
import { appendHistory, kafkaHistory } from './testing/kafka-history';

const kafka = await kafkaForTests();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

if ('skip' in kafka) {
  console.warn(kafka.skip);
  describe('Kafka consumer on a fresh broker', () => it.skip(kafka.skip, () => undefined));
} else {
  describe(`Kafka consumer on a fresh broker (${kafka.source} broker ${kafka.brokers.join(',')})`, () => {
    const client = quietKafka(kafka.brokers);
    const topic = uniqueName('dtn.test.fresh');
    const groupId = uniqueName('dtn.test.fresh.offers');
    const offers = splitForKafka(allProjectors).kafka.find((p) => p.name === 'offers')!;
    let harness: Harness;
    const stops: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
      await harness?.dispose();
    });

    it('waits for the topic, then applies what the relay publishes, and its lag reaches zero', async () => {
      harness = await openHarness();
      await appendHistory(harness.store, kafkaHistory(60));
      const waits: string[] = [];
      const consumer = createKafkaProjectionConsumer({
        db: harness.db,
        kafka: client,
        topic,
        projector: offers,
        groupId,
        logger: { ...silent, warn: (line: unknown) => void waits.push(String(line)) },
      });
      stops.push(() => consumer.stop());
      const started = consumer.start();
      await eventually('the consumer said it waits for the topic', async () => waits.some((w) => w.includes('does not exist yet')));
      expect(consumer.running()).toBe(false);

      const relay = createRelay({ db: harness.db, store: harness.store, kafka: client, topic, batchSize: 50, logger: silent });
      stops.push(() => relay.stop());
      await relay.start();
      await started;
      const admin = client.admin();
      await admin.connect();
      stops.push(() => admin.disconnect());
      await eventually('the group applied the whole topic', () => groupCaughtUp(harness.db, admin, topic, groupId), 120_000);
      expect(consumer.running()).toBe(true);

      const lags = await measureConsumerLag({ db: harness.db, admin, topic, groupIds: [groupId] });
      expect(lags.length).toBeGreaterThan(0);
      expect(lags.every((l) => l.lag === 0)).toBe(true);
      expect(await metricsRegistry.metrics()).toContain(`kafka_consumer_lag{topic="${topic}",partition="0",group="${groupId}"} 0`);
    }, 180_000);
  });
}
