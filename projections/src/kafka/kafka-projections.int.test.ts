import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import net from 'node:net';
import { Kafka, logLevel, type ISocketFactory } from 'kafkajs';
import { kafkaForTests, uniqueName } from '@dtn/platform/kafka/test-kafka';
import { comparePositions, type Position } from '@dtn/platform/event-store/port';
import { allProjectors } from '../all-projectors';
import type { Projector } from '../projector';
import { replayReadModels } from '../replay';
import { createProjectionRunner } from '../runner';
import { openHarness, readEverything, type Harness } from '../testing/harness';
import { dumpReadModels } from '../testing/read-model-dump';
import { waitForCatchUp } from '../wait-for-catch-up';
import { createKafkaProjectionConsumer, projectionGroupId } from './kafka-projection-consumer';
import { createKafkaProjections } from './kafka-projections';
import { createRelay } from './relay';
import { splitForKafka } from './split-projectors';
import { loadRelayCheckpoint } from './relay-checkpoint';
import { eventually, groupCaughtUp, kcatLines, quietKafka, readTopic, type ReadBack } from './testing/kafka-test-support';
import { appendHistory, kafkaHistory } from './testing/kafka-history';

const kafka = await kafkaForTests();
const { kafka: streamProjectors, direct: globalProjectors } = splitForKafka(allProjectors);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A socket factory whose broker can be made unreachable: the outage a relay must survive. */
function cuttableSockets() {
  let down = false;
  const open = new Set<net.Socket>();
  const factory: ISocketFactory = ({ host, port, onConnect }) => {
    const socket = down ? net.connect({ host: '127.0.0.1', port: 1 }) : net.connect({ host, port }, onConnect);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    return socket;
  };
  return {
    factory,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
  };
}

/** The same projector, failing from its `failAt`-th event on as if the database had gone away
 * (SQLSTATE 57P01): a crash in mid-batch that retries cannot clear. */
function failingAt(projector: Projector, failAt: number): Projector {
  let applied = 0;
  return {
    ...projector,
    applyBatch: undefined,
    async apply(tx, event) {
      await projector.apply(tx, event);
      if (++applied >= failAt) throw Object.assign(new Error(`simulated crash at apply #${failAt}`), { code: '57P01' });
    },
  };
}

/** Per stream: the partition it went to and its revisions in topic order, redeliveries dropped. */
function streamsOf(messages: ReadBack[]) {
  const streams = new Map<string, { partitions: Set<number>; revisions: bigint[] }>();
  for (const m of [...messages].sort((a, b) => a.partition - b.partition || Number(a.offset - b.offset))) {
    const s = streams.get(m.key) ?? { partitions: new Set(), revisions: [] };
    streams.set(m.key, s);
    s.partitions.add(m.partition);
    const last = s.revisions.at(-1);
    if (last === undefined || m.event.revision > last) s.revisions.push(m.event.revision);
  }
  return streams;
}

if ('skip' in kafka) {
  console.warn(kafka.skip);
  describe('Kafka relay and projections', () => it.skip(kafka.skip, () => undefined));
} else {
  describe(`Kafka relay and projections (${kafka.source} broker ${kafka.brokers.join(',')})`, () => {
    const client = quietKafka(kafka.brokers);
    const topic = uniqueName('dtn.test.events');
    const groupPrefix = uniqueName('dtn.test.projection');
    const history = kafkaHistory(400);
    const firstPart = Math.floor(history.length * 0.6);
    let source: Harness;
    let clean: Harness;
    let head: Position;

    beforeAll(async () => {
      [source, clean] = [await openHarness(), await openHarness()];
      await appendHistory(source.store, history.slice(0, firstPart));
      await appendHistory(clean.store, history);
      await replayReadModels({ db: clean.db, store: clean.store, projectors: allProjectors });
      const admin = client.admin();
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: 4 }], waitForLeaders: true });
      await admin.disconnect();
    });
    afterAll(async () => {
      await source?.dispose();
      await clean?.dispose();
    });

    it('publishes every event keyed by stream, survives a broker outage and a restart without skipping', async () => {
      const first = createRelay({ db: source.db, store: source.store, kafka: client, topic, batchSize: 50, logger: silent });
      await first.start();
      const firstHead = (await source.store.headPosition())!;
      await eventually(
        'the first relay published the first part',
        async () => comparePositions(first.position() ?? { commit: 0n, prepare: 0n }, firstHead) >= 0,
      );
      await first.stop();
      await appendHistory(source.store, history.slice(firstPart));
      head = (await source.store.headPosition())!;

      // The second relay starts while the broker is unreachable: it retries and stores nothing.
      const sockets = cuttableSockets();
      sockets.cut();
      const flaky = new Kafka({
        clientId: 'dtn-test-flaky',
        brokers: kafka.brokers,
        logLevel: logLevel.NOTHING,
        socketFactory: sockets.factory,
        retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 200 },
      });
      const second = createRelay({
        db: source.db,
        store: source.store,
        kafka: flaky,
        topic,
        batchSize: 50,
        logger: silent,
        retry: { minMs: 50, maxMs: 200 },
      });
      await second.start();
      await eventually('the relay noticed the outage', async () => !second.healthy(), 30_000);
      expect(await loadRelayCheckpoint(source.db, 'relay')).toEqual(firstHead);
      sockets.restore();
      await eventually('the second relay caught up', async () => comparePositions(second.position() ?? firstHead, head) >= 0);
      expect(second.healthy()).toBe(true);
      await second.stop();
      expect(await loadRelayCheckpoint(source.db, 'relay')).toEqual(head);

      const stored = await readEverything(source.store);
      const messages = await readTopic(client, topic, stored.length);
      expect(new Set(messages.map((m) => m.event.id))).toEqual(new Set(stored.map((e) => e.id)));
      const byId = new Map(stored.map((e) => [e.id, e]));
      for (const m of messages) {
        expect(m.event).toEqual(byId.get(m.event.id));
        expect(m.key).toBe(m.event.streamId);
        expect(m.headers).toMatchObject({
          'event-id': m.event.id,
          'event-type': m.event.type,
          position: `${m.event.position.commit}/${m.event.position.prepare}`,
          'stream-revision': String(m.event.revision),
        });
        expect(JSON.parse(m.headers.metadata!)).toEqual(m.event.metadata);
      }
      // One stream, one partition, its revisions in order with none missing.
      for (const [streamId, s] of streamsOf(messages)) {
        expect(s.partitions.size).toBe(1);
        expect(s.revisions).toEqual(stored.filter((e) => e.streamId === streamId).map((e) => e.revision));
      }
    });

    it('reads the same per-stream order with kcat, a client outside the project', async () => {
      const lines = await kcatLines(kafka.brokers, topic);
      if (!lines) {
        console.warn('kcat check skipped: kcat is not installed (apt-get install kcat)');
        return;
      }
      const stored = await readEverything(source.store);
      const seen = new Map<string, bigint>();
      const ids = new Set<string>();
      for (const line of lines) {
        const [key, headers = ''] = line.split(/ (.*)/s);
        const revision = BigInt(/stream-revision=(\d+)/.exec(headers)![1]!);
        ids.add(/event-id=([0-9a-f-]{36})/.exec(headers)![1]!);
        const last = seen.get(key!);
        if (last !== undefined && revision <= last) continue; // a redelivery
        expect(revision).toBe(last === undefined ? 0n : last + 1n);
        seen.set(key!, revision);
      }
      expect(ids).toEqual(new Set(stored.map((e) => e.id)));
    });

    it('runs the stream-ordered projectors as groups of two consumers; after a crash mid-batch and every event redelivered, the read models equal a clean replay', async () => {
      // A consumer of the offers group that fails in the middle of a batch: rolled back, it
      // retries and says it is stalled, parking nothing (the failure is not the event's); then
      // the process crashes (stop).
      const offers = allProjectors.find((p) => p.name === 'offers')!;
      const broken = createKafkaProjectionConsumer({
        db: source.db,
        kafka: client,
        topic,
        projector: failingAt(offers, 30),
        groupId: projectionGroupId(offers, groupPrefix),
        chunkSize: 40,
        logger: silent,
        retryPolicy: { plainAttempts: 2, delayMs: () => 10 },
      });
      await broken.start();
      await eventually('the broken consumer is stalled', async () => (broken.health.stalled()?.attempts ?? 0) >= 3);
      expect(broken.health.report()).toMatchObject({ ready: false, detail: { stalledProjections: [{ projector: 'offers' }] } });
      await broken.stop();
      expect((await source.db.query('SELECT count(*)::int AS n FROM projection_parked_events')).rows).toEqual([{ n: 0 }]);

      // A relay that lost its checkpoint publishes the whole history again: consumers dedupe.
      const again = createRelay({ db: source.db, store: source.store, kafka: client, topic, name: 'again', logger: silent });
      await again.start();
      await eventually(
        'the history was published twice',
        async () => comparePositions(again.position() ?? { commit: 0n, prepare: 0n }, head) >= 0,
      );
      await again.stop();

      const direct = createProjectionRunner({ db: source.db, store: source.store, projectors: globalProjectors, logger: silent });
      const groups = createKafkaProjections({
        db: source.db,
        kafka: client,
        topic,
        projectors: streamProjectors,
        consumersPerGroup: 2,
        groupPrefix,
        checkpointIntervalMs: 200,
        logger: silent,
      });
      await direct.start();
      await groups.start();
      try {
        for (const p of streamProjectors) {
          await eventually(`group ${p.name} caught up`, () =>
            groupCaughtUp(source.db, groups.admin, topic, projectionGroupId(p, groupPrefix)),
          );
        }
        await eventually('the direct runner caught up', async () => comparePositions(direct.position(), head) >= 0);
        expect(groups.running()).toBe(true);
        const described = await groups.admin.describeGroups([projectionGroupId(offers, groupPrefix)]);
        expect(described.groups[0]!.members).toHaveLength(2);

        await groups.advanceCheckpoints();
        expect(await waitForCatchUp(source.db, head, { timeoutMs: 100 })).toBe(true);
        expect(await dumpReadModels(source.db)).toEqual(await dumpReadModels(clean.db));
      } finally {
        await groups.stop();
        await direct.stop();
      }
    }, 900_000);
  });
}
