import { reminderBeforeDeadlineMs } from '@dtn/contracts/constants';
import type { SqlClient } from '@dtn/platform/db/database';
import { turnsDueBy } from '@dtn/projections/read-models/offers/queries';
import type { OfferHandlers } from './handlers';

/**
 * Fires the negotiation's clocks: every `intervalMs` (and at once on start, so lapses that came
 * due while no scheduler ran fire then) it reads the submitted offers whose turn ends within the
 * reminder window (the offers read model, projected from the events) and sends each its command:
 * ExpireOffer once the deadline passed, RemindOffer in the hour before. Both deciders are
 * idempotent (a lapse or reminder already recorded, or a turn answered since, gives no event),
 * so a repeat, a restart or a second scheduler changes nothing. Time is `clock()`, passed to the
 * deciders as the command's `now`: tests and the adjustable clock (ADJUSTABLE_CLOCK) move it.
 *
 *   const scheduler = startDeadlineScheduler({ db, offers, clock })
 *   await scheduler.tick()    one pass now (what the timer runs)
 *   await scheduler.stop()
 */
export interface DeadlineSchedulerOptions {
  db: SqlClient;
  offers: Pick<OfferHandlers, 'expireOffer' | 'remindOffer'>;
  clock?: () => Date;
  intervalMs?: number;
  logger?: { error(...args: unknown[]): void };
}

export interface DeadlineScheduler {
  /** One pass at the clock's time: how many lapses and reminders were recorded. */
  tick(): Promise<{ expired: number; reminded: number }>;
  stop(): Promise<void>;
}

export function startDeadlineScheduler(options: DeadlineSchedulerOptions): DeadlineScheduler {
  const { db, offers, clock = () => new Date(), intervalMs = 15_000, logger = console } = options;
  // Reminders this process sent (offer and deadline): not asked again each pass. After a restart
  // they are asked once more, and the decider answers with nothing.
  const reminded = new Set<string>();
  let running: Promise<{ expired: number; reminded: number }> | null = null;
  let stopped = false;

  const pass = async () => {
    const now = clock();
    const ctx = { actor: null, now };
    const due = await turnsDueBy(db, new Date(now.getTime() + reminderBeforeDeadlineMs));
    const counts = { expired: 0, reminded: 0 };
    for (const { id, deadline } of due) {
      if (stopped) break;
      try {
        if (Date.parse(deadline) <= now.getTime()) {
          if ((await offers.expireOffer({ id }, ctx)).position !== null) counts.expired += 1;
        } else if (!reminded.has(`${id}:${deadline}`)) {
          if ((await offers.remindOffer({ id }, ctx)).position !== null) counts.reminded += 1;
          reminded.add(`${id}:${deadline}`);
        }
      } catch (error) {
        // One offer's failure (a conflict with a concurrent answer) does not stop the others: the
        // next pass reads it again.
        logger.error(`deadline scheduler: offer ${id}`, error);
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

  const timer = setInterval(() => void tick().catch((error) => logger.error('deadline scheduler: a pass failed', error)), intervalMs);
  timer.unref();
  void tick().catch((error) => logger.error('deadline scheduler: the first pass failed', error));

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
