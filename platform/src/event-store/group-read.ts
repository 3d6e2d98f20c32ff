/**
 * Grouped stream reads of the PostgreSQL event store, the reading side of group commit
 * (group-commit.ts): a read that arrives while others are running waits for one of them, then
 * goes with every read that queued meanwhile in one statement; each gets its own streams, in the
 * order it asked. A read alone goes alone (no timer, no added latency when there is no
 * contention). Under the HTTP bench's bids, where each bid reads its vehicle's and its offer's
 * streams, this turns about one statement per bid into one per batch of bids.
 *
 * A queued read sees everything committed before its statement starts, which is after the read
 * was asked for: an append answered before a read is asked is in what the read returns.
 *
 *   const reader = groupRead(readMany, { maxInFlight, maxBatch })
 *   reader.read(streamIds)   resolves like readMany(streamIds)
 */
import type { ReadStreamResult } from './port';

type ReadMany = (streamIds: readonly string[]) => Promise<ReadStreamResult[]>;

interface Waiting {
  streamIds: readonly string[];
  resolve: (results: ReadStreamResult[]) => void;
  reject: (error: unknown) => void;
}

export function groupRead(readMany: ReadMany, options: { maxInFlight?: number; maxBatch?: number } = {}) {
  const { maxInFlight = 2, maxBatch = 200 } = options;
  const queue: Waiting[] = [];
  let inFlight = 0;

  const read = async (batch: Waiting[]) => {
    // A stream two reads of the batch ask for is read once; each answer is its own copy.
    const unique = [...new Set(batch.flatMap((waiting) => waiting.streamIds))];
    try {
      const results = await readMany(unique);
      const byStream = new Map(unique.map((id, i) => [id, results[i]!]));
      for (const waiting of batch) waiting.resolve(waiting.streamIds.map((id) => copy(byStream.get(id)!)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight += 1;
      void read(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return {
    read(streamIds: readonly string[]): Promise<ReadStreamResult[]> {
      if (streamIds.length === 0) return Promise.resolve([]);
      return new Promise<ReadStreamResult[]>((resolve, reject) => {
        queue.push({ streamIds, resolve, reject });
        pump();
      });
    },
  };
}

/** The events' array is the reader's own (a command may fold or sort it); the events are shared. */
const copy = (result: ReadStreamResult): ReadStreamResult => ({ events: [...result.events], revision: result.revision });
