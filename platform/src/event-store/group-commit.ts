/**
 * Group commit of the PostgreSQL event store's appends: an append that arrives while others are
 * being written waits for them, then goes with every append that queued meanwhile in one batch:
 * one statement, one transaction, one WAL flush for all (postgres-append.ts, appendBatch), each
 * with its own expected-revision check and its own answer. An append alone goes alone, as
 * before (no timer, no added latency when there is no contention).
 *
 *   const appender = groupCommit(db, { maxInFlight, maxBatch })
 *   appender.append(streamId, events, expectedRevision)   resolves or rejects like appendEvents
 */
import type { SqlClient } from '../db/database';
import { appendBatch, appendEvents, type BatchedAppend } from './postgres-append';
import type { AppendResult, ExpectedRevision, NewEvent } from './port';

interface Waiting extends BatchedAppend {
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export function groupCommit(db: SqlClient, options: { maxInFlight?: number; maxBatch?: number } = {}) {
  const { maxInFlight = 2, maxBatch = 200 } = options;
  const queue: Waiting[] = [];
  let inFlight = 0;

  const write = async (batch: Waiting[]) => {
    if (batch.length === 1) {
      const only = batch[0]!;
      await appendEvents(db, only.streamId, only.events, only.expectedRevision).then(only.resolve, only.reject);
      return;
    }
    try {
      const outcomes = await appendBatch(db, batch);
      outcomes.forEach((outcome, i) => (outcome instanceof Error ? batch[i]!.reject(outcome) : batch[i]!.resolve(outcome)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight += 1;
      void write(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return {
    append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
      // Appending nothing only checks the revision: no write to share.
      if (events.length === 0) return appendEvents(db, streamId, events, expectedRevision);
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ streamId, events, expectedRevision, resolve, reject });
        pump();
      });
    },
  };
}
