import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import { fromEventMessage } from '../event-message';

export const quietKafka = (brokers: string[], clientId = 'dtn-test') => new Kafka({ clientId, brokers, logLevel: logLevel.NOTHING });

/** Polls `check` until it holds; throws with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(100);
  }
}

/** Whether every partition of `topic` has been applied to its end by the group (stored offsets). */
export async function groupCaughtUp(db: SqlClient, admin: Admin, topic: string, groupId: string): Promise<boolean> {
  const ends = await admin.fetchTopicOffsets(topic);
  const { rows } = await db.query<{ partition: number; next_offset: string }>(
    'SELECT partition, next_offset::text FROM kafka_consumer_offsets WHERE group_id = $1 AND topic = $2',
    [groupId, topic],
  );
  return ends.every(
    (end) =>
      BigInt(end.high) === BigInt(end.low) ||
      BigInt(rows.find((r) => r.partition === end.partition)?.next_offset ?? -1) >= BigInt(end.high),
  );
}

export interface ReadBack {
  partition: number;
  offset: bigint;
  key: string;
  headers: Record<string, string>;
  event: RecordedEvent;
}

/** Every message of the topic, read with a throw-away consumer group. */
export async function readTopic(kafka: Kafka, topic: string, expected: number): Promise<ReadBack[]> {
  const consumer = kafka.consumer({ groupId: `${topic}.reader` });
  const out: ReadBack[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
      out.push({ partition, offset: BigInt(message.offset), key: String(message.key), headers, event: fromEventMessage(message.value) });
    },
  });
  try {
    await eventually(`${expected} messages were read back`, async () => out.length >= expected);
  } finally {
    await consumer.disconnect();
  }
  return out;
}

/** `kcat -C -e` of the topic as "key headers" lines, or undefined when kcat is not installed. */
export async function kcatLines(brokers: string[], topic: string): Promise<string[] | undefined> {
  const kcat = ['/usr/bin/kcat', '/usr/local/bin/kcat', '/usr/bin/kafkacat'].find((p) => existsSync(p));
  if (!kcat) return undefined;
  const { stdout } = await promisify(execFile)(kcat, ['-C', '-b', brokers.join(','), '-t', topic, '-e', '-q', '-f', '%k %h\n'], {
    maxBuffer: 64 * 2 ** 20,
  });
  return stdout.split('\n').filter((line) => line.length > 0);
}
