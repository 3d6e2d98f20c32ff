/**
 * What "nothing lost, nothing duplicated" means, checked against the event store:
 *
 *   topicAgreesWithStore(store, kafka, topic)   the topic holds every stored event exactly once
 *     (as many messages as events, each event id among them once)
 *   readModelsAgreeWithStore(db, store, scratchUrl)   the read models the topology built (two
 *     Kafka consumers, one killed, the direct runners) equal a replay of the store from zero into
 *     a scratch database
 */
import { createPgDatabase } from '@dtn/platform/db/pg-database';
import type { Database } from '@dtn/platform/db/database';
import { pagesToHead } from '@dtn/platform/event-store/pages-to-head';
import type { EventStore } from '@dtn/platform/event-store/port';
import { allProjectors } from '@dtn/projections/all-projectors';
import { readTopic, type quietKafka } from '@dtn/projections/kafka/testing/kafka-test-support';
import { replayReadModels } from '@dtn/projections/replay';
import { dumpReadModels } from '@dtn/projections/testing/read-model-dump';

async function storedEventIds(store: EventStore): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of pagesToHead(store, 10_000)) for (const event of page) ids.push(event.id);
  return ids;
}

export async function topicAgreesWithStore(
  store: EventStore,
  kafka: ReturnType<typeof quietKafka>,
  topic: string,
): Promise<{ events: number; messages: number }> {
  const stored = await storedEventIds(store);
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const messages = offsets.reduce((sum, o) => sum + Number(BigInt(o.high) - BigInt(o.low)), 0);
  if (messages !== stored.length) throw new Error(`the topic holds ${messages} messages for ${stored.length} stored events`);
  const read = await readTopic(kafka, topic, stored.length);
  const published = new Set(read.map((m) => m.event.id));
  const missing = stored.filter((id) => !published.has(id));
  if (missing.length > 0 || published.size !== stored.length) {
    throw new Error(`the topic misses ${missing.length} stored events and holds ${read.length - published.size} twice`);
  }
  return { events: stored.length, messages };
}

/** Columns a process other than the projectors writes: the outbox drain marks the emails it sent,
 * which a replay (no drain) leaves unsent. */
const writtenOutsideProjectors = ['sent_at'];

/** A double summed in another order (incremental against replay: the market's regression) may
 * differ in its last bits: compared to 12 significant digits. */
const comparable = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value);

const normalized = (dump: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row as object)
            .filter(([column]) => !writtenOutsideProjectors.includes(column))
            .map(([column, value]) => [column, comparable(value)]),
        ),
      ),
    ]),
  );

export async function readModelsAgreeWithStore(
  db: Database,
  store: EventStore,
  scratchUrl: string,
  /** The projections' PUBLIC_BASE_URL: the links in the emails they queue start with it. */
  publicBaseUrl: string,
): Promise<{ tables: number; rows: number }> {
  const scratch = createPgDatabase(scratchUrl);
  const before = process.env.PUBLIC_BASE_URL;
  try {
    process.env.PUBLIC_BASE_URL = publicBaseUrl;
    await replayReadModels({ db: scratch, store, projectors: allProjectors });
    const [live, replayed] = [normalized(await dumpReadModels(db)), normalized(await dumpReadModels(scratch))];
    const differing = Object.keys({ ...live, ...replayed }).filter(
      (table) => JSON.stringify(live[table]) !== JSON.stringify(replayed[table]),
    );
    if (differing.length > 0) {
      const detail = differing.map((t) => `${t} (${live[t]?.length ?? 0} rows live, ${replayed[t]?.length ?? 0} replayed)`).join(', ');
      throw new Error(`the read models differ from a replay of the store: ${detail}`);
    }
    return { tables: Object.keys(live).length, rows: Object.values(live).reduce((sum, rows) => sum + rows.length, 0) };
  } finally {
    if (before === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = before;
    await scratch.close();
  }
}
