import type { SqlClient } from '@dtn/platform/db/database';
import { activeDealershipsOf } from '@dtn/projections/read-models/dealerships/queries';
import type { AgingDigestHandler } from './aging-digest-handler';

/**
 * The daily aging digest (issue "Know the market"): every `intervalMs` (and at once on start, so
 * days missed while no scheduler ran are caught up then) it asks each active dealership for its
 * digest of the day at `clock()`: the crossings up to that day's midnight (UTC), so the first
 * pass after midnight makes it and later passes that day find nothing new. The handler reads the dealership's stream and appends at the
 * revision it read, keyed by the date: a second pass, a restart or a second scheduler appends
 * nothing, and what a digest lists (crossings since the last one) comes from the read models,
 * so a re-run finds nothing new. Tests and the adjustable clock (ADJUSTABLE_CLOCK) move time.
 *
 *   const scheduler = startAgingScheduler({ db, digests, clock })
 *   await scheduler.tick()    one pass now (what the timer runs): how many digests were issued
 *   await scheduler.stop()
 */
export interface AgingSchedulerOptions {
  db: SqlClient;
  digests: AgingDigestHandler;
  clock?: () => Date;
  /** Default 5 minutes: a digest needs a pass soon after midnight (UTC), not a deadline's precision. */
  intervalMs?: number;
  logger?: { error(...args: unknown[]): void };
}

export interface AgingScheduler {
  tick(): Promise<{ digests: number }>;
  /** Settles when the pass made on start has (whatever its outcome). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startAgingScheduler(options: AgingSchedulerOptions): AgingScheduler {
  const { db, digests, clock = () => new Date(), intervalMs = 5 * 60_000, logger = console } = options;
  // Dealerships this process gave a digest for a date: not asked again that date. After a
  // restart they are asked once more, and the decider answers with nothing.
  const issued = new Set<string>();
  let running: Promise<{ digests: number }> | null = null;
  let stopped = false;

  const pass = async () => {
    const now = clock();
    const date = now.toISOString().slice(0, 10);
    const counts = { digests: 0 };
    for (const { id } of await activeDealershipsOf(db, { dealerGroupId: null })) {
      if (stopped) break;
      if (issued.has(`${id}:${date}`)) continue;
      try {
        if ((await digests.issueAgingDigest({ id }, { actor: null, now })).position !== null) {
          counts.digests += 1;
          issued.add(`${id}:${date}`);
        }
      } catch (error) {
        // One dealership's failure does not stop the others: the next pass asks it again.
        logger.error(`aging scheduler: dealership ${id}`, error);
      }
    }
    return counts;
  };

  const tick = () => {
    // One pass at a time: a tick during a pass waits for it, then runs its own.
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(pass);
    running = next;
    return next;
  };

  const timer = setInterval(() => void tick().catch((error) => logger.error('aging scheduler: a pass failed', error)), intervalMs);
  timer.unref();
  const ready = tick().then(
    () => undefined,
    (error: unknown) => logger.error('aging scheduler: the first pass failed', error),
  );

  return {
    tick,
    ready,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
