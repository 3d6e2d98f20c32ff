import { describe, it, expect, afterAll, beforeAll } from '@jest/globals';
import { kafkaForTests, uniqueName } from '@dtn/platform/kafka/test-kafka';
import type { MailMessage } from '@dtn/platform/mail/mail-sender';
import { loadRelayCheckpoint } from '../kafka/relay-checkpoint';
import { appendHistory, kafkaHistory } from '../kafka/testing/kafka-history';
import { eventually } from '../kafka/testing/kafka-test-support';
import { openHarness, type Harness } from '../testing/harness';
import { waitForCatchUp } from '../wait-for-catch-up';
import { startProjectionsProcess } from './projections-process';
import { startRelayProcess } from './relay-process';

const kafka = await kafkaForTests();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const get = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, text: await response.text() };
};

if ('skip' in kafka) {
  console.warn(kafka.skip);
  describe('relay and projections processes', () => it.skip(kafka.skip, () => undefined));
} else {
  describe('relay and projections processes (Kafka mode)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await openHarness();
      await appendHistory(h.store, kafkaHistory(200));
    });
    afterAll(() => h.dispose());

    it('project every read model, send the queued emails, answer /readyz and /metrics, and stop gracefully', async () => {
      const topic = uniqueName('dtn.test.process');
      const config = { brokers: kafka.brokers, topic, clientId: 'dtn-test' };
      const sent: MailMessage[] = [];
      const relay = await startRelayProcess({ db: h.db, store: h.store, kafka: config, metricsPort: 0, host: '127.0.0.1', logger: quiet });
      const projections = await startProjectionsProcess({
        db: h.db,
        store: h.store,
        config: { source: 'kafka', metricsPort: 0 },
        kafka: config,
        host: '127.0.0.1',
        logger: quiet,
        groupPrefix: uniqueName('dtn.test.projection'),
        mailSender: { send: async (message) => void sent.push(message) },
      });
      try {
        const head = (await h.store.headPosition())!;
        await eventually('every read model reached the head', () => waitForCatchUp(h.db, head, { timeoutMs: 200 }));
        await eventually('the projections are ready', async () => (await get(projections.port, '/readyz')).status === 200);
        expect((await get(relay.port, '/readyz')).status).toBe(200);
        expect(await get(projections.port, '/healthz')).toEqual({ status: 200, text: '{"status":"ok"}' });
        await eventually('the invitation emails were sent', async () => sent.length === 3);
        const metrics = (await get(projections.port, '/metrics')).text;
        expect(metrics).toMatch(/dtn_projection_events_applied_total\{projector="offers",source="kafka"\} [1-9]/);
        expect(metrics).toMatch(/dtn_projection_events_applied_total\{projector="inventory",source="direct"\} [1-9]/);
        expect(metrics).toContain('dtn_projection_lag_seconds{projector="offers"}');
        expect(metrics).toMatch(/dtn_relay_events_published_total [1-9]/);
        expect(await loadRelayCheckpoint(h.db, 'relay')).toEqual(head);
      } finally {
        await projections.stop();
        await relay.stop();
      }
      await expect(get(projections.port, '/healthz')).rejects.toThrow();
    }, 180_000);
  });
}
