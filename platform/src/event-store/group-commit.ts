/**
 * Group commit of the PostgreSQL event store's appends: an append that arrives while others are
 * being written waits for them, then goes with every append that queued meanwhile in one batch:
 * one statement, one transaction, one WAL flush for all (postgres-append-batch.ts), each with its
 * own expected-revision check and its own answer. An append alone goes alone, as before (no
 * timer, no added latency when there is no contention). An atomic append to several streams
 * (appendToStreams) queues the same way, as one group: its appends go in one batch and commit or
 * fail together, without taking the batch's other appends down with them.
 *
 *   const appender = groupCommit(db, { maxInFlight, maxBatch })
 *   appender.append(streamId, events, expectedRevision)   resolves or rejects like appendEvents
 *   appender.appendGroup(appends)                         every append's result, or the group's error
 */
import type { SqlClient } from '../db/database';
import { appendGroups, type BatchedAppend } from './postgres-append-batch';
import { appendEvents } from './postgres-append';
import type { AppendResult, ExpectedRevision, NewEvent } from './port';

interface Waiting {
  /** One append, or a group's appends. */
  appends: BatchedAppend[];
  resolve: (results: AppendResult[]) => void;
  reject: (error: unknown) => void;
}

export function groupCommit(db: SqlClient, options: { maxInFlight?: number; maxBatch?: number } = {}) {
  const { maxInFlight = 2, maxBatch = 200 } = options;
  const queue: Waiting[] = [];
  let inFlight = 0;

  const write = async (batch: Waiting[]) => {
    const only = batch.length === 1 ? batch[0]! : undefined;
    if (only?.appends.length === 1) {
      const { streamId, events, expectedRevision } = only.appends[0]!;
      await appendEvents(db, streamId, events, expectedRevision).then((result) => only.resolve([result]), only.reject);
      return;
    }
    try {
      const outcomes = await appendGroups(
        db,
        batch.map((waiting) => waiting.appends),
      );
      outcomes.forEach((outcome, i) => (outcome instanceof Error ? batch[i]!.reject(outcome) : batch[i]!.resolve(outcome)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  /** Up to maxBatch appends from the head of the queue; a group is never split (one that is larger
   * than maxBatch goes alone). */
  const take = () => {
    let taken = 0;
    let appends = 0;
    while (taken < queue.length && (taken === 0 || appends + queue[taken]!.appends.length <= maxBatch)) {
      appends += queue[taken]!.appends.length;
      taken += 1;
    }
    return queue.splice(0, taken);
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight += 1;
      void write(take()).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  const enqueue = (appends: BatchedAppend[], resolve: Waiting['resolve'], reject: Waiting['reject']) => {
    queue.push({ appends, resolve, reject });
    pump();
  };

  return {
    append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
      // Appending nothing only checks the revision: no write to share.
      if (events.length === 0) return appendEvents(db, streamId, events, expectedRevision);
      return new Promise<AppendResult>((resolve, reject) =>
        enqueue([{ streamId, events, expectedRevision }], (results) => resolve(results[0]!), reject),
      );
    },

    /** Every append needs at least one event, and each stream appears once (checkStreamAppends). */
    appendGroup(appends: readonly BatchedAppend[]): Promise<AppendResult[]> {
      return new Promise<AppendResult[]>((resolve, reject) => enqueue([...appends], resolve, reject));
    },
  };
}
