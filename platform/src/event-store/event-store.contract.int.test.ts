import { describe, it } from '@jest/globals';
import type { Database } from '../db/database';
import { createTestDatabase, dockerAvailable } from '../db/test-database';
import { createEsdbEventStore } from './esdb-event-store';
import { describeEventStoreContract, type ContractHarness } from './event-store-contract';
import { appendEvents } from './postgres-append';
import { createPostgresEventStore } from './postgres-event-store';
import type { NewEvent } from './port';
import { esdbForTests } from './test-esdb';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each write in its own transaction on its own connection; transactions are opened (and their
 * xids taken) in order, then committed in shuffled order with random delays, so later xids
 * become visible before earlier ones: the case a naive "global_position > checkpoint" misses. */
function interleavedWriter(db: Database) {
  return async (writes: Array<{ streamId: string; events: NewEvent[] }>) => {
    const gates = writes.map(() => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      return { gate, open };
    });
    const transactions: Promise<unknown>[] = [];
    for (const [i, write] of writes.entries()) {
      let appended!: () => void;
      const ready = new Promise<void>((resolve) => (appended = resolve));
      transactions.push(
        db.transaction(async (tx) => {
          await appendEvents(tx, write.streamId, write.events, 'no_stream');
          appended();
          await gates[i]!.gate;
        }),
      );
      await ready;
    }
    const order = gates.map((_, i) => i).sort(() => Math.random() - 0.5);
    for (const i of order) {
      gates[i]!.open();
      await sleep(Math.random() * 30);
    }
    await Promise.all(transactions);
  };
}

async function postgresHarness(db: Database & { dispose?: () => Promise<void> }, interleave: boolean): Promise<ContractHarness> {
  const store = await createPostgresEventStore(db, { pollIntervalMs: 20 });
  return {
    store,
    ...(interleave ? { writeInterleaved: interleavedWriter(db) } : {}),
    dispose: () => (db.dispose ? db.dispose() : db.close()),
  };
}

const docker = await dockerAvailable();

// TEST_DATABASE_URL's server, a container, or the embedded server: always a real PostgreSQL.
describeEventStoreContract(
  `postgresql (${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : docker ? 'container' : 'embedded'})`,
  async () => postgresHarness(await createTestDatabase(), true),
);

const esdb = await esdbForTests();
if ('url' in esdb) {
  describeEventStoreContract(`eventstoredb (${esdb.source})`, async () => ({
    store: createEsdbEventStore(esdb.url),
    dispose: async () => undefined,
  }));
} else {
  console.warn(`EventStoreDB event store contract skipped: ${esdb.skip}`);
  describe('event store contract: eventstoredb', () => it.skip(`skipped: ${esdb.skip}`, () => undefined));
}
