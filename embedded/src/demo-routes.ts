/**
 * Routes only the embedded composition has, since only it has the demo and a readable outbox.
 *
 *   demoRoutes({store, db, commands, offers, demoMode, data?}): FastifyPluginAsync
 *     GET /api/demo/reset   (InviteUser)  resetDemo: an Admin resets every demo dealer group, a
 *                                         dealer admin only their own; 404 when the demo was never
 *                                         seeded or demo mode is off (DEMO_MODE=false)
 *     GET /api/dev/outbox   (Admin only)  the email outbox, newest first, so a tester can follow
 *                                         an invitation link
 *     POST /api/dev/clock/advance (Admin)  moves the schedulers' clock (ADJUSTABLE_CLOCK=1 only, else
 *                                         404) and fires what came due: lapses, reminders, aging digests
 */
import type { FastifyPluginAsync } from 'fastify';
import { advanceClock, devOutbox, resetDemo as resetDemoRoute } from '@dtn/contracts/routes/demo';
import type { AdjustableClock } from '@dtn/command-service/offer/adjustable-clock';
import type { DeadlineScheduler } from '@dtn/command-service/offer/deadline-scheduler';
import type { AgingScheduler } from '@dtn/command-service/dealership/aging-scheduler';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { setEventPosition } from '@dtn/platform/http/consistency';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { DemoData } from './seed/demo-data';
import { resetDemo } from './seed/reset-demo';
import { recentEmails } from '@dtn/projections/read-models/outbox/queries';

export const demoRoutes =
  (options: {
    store: EventStore;
    db: SqlClient;
    commands: Commands;
    offers: OfferCommands;
    demoMode: boolean;
    data?: DemoData;
    /** The schedulers' clock when it may be moved (ADJUSTABLE_CLOCK=1), and its schedulers. */
    clock?: { clock: AdjustableClock; scheduler: DeadlineScheduler; agingScheduler: AgingScheduler };
  }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, resetDemoRoute, async (request, reply) => {
      // Off: as if the route did not exist (after authentication, like every private route).
      if (!options.demoMode) throw new NotFoundError('There is no demo to reset here (DEMO_MODE is off).');
      const { role, dealerGroupId } = request.user;
      if (role !== 'Admin' && !dealerGroupId) throw new ForbiddenError('A demo reset needs a dealer group.');
      const { summary, position } = await resetDemo(options.store, options.commands, options.offers, {
        db: options.db,
        data: options.data,
        dealerGroupId: role === 'Admin' ? null : dealerGroupId,
      });
      if (position) setEventPosition(reply, position);
      return summary;
    });

    registerRoute(app, advanceClock, async (request) => {
      if (!options.clock) throw new NotFoundError('The clock is not adjustable here (ADJUSTABLE_CLOCK is off).');
      if (request.user.role !== 'Admin') throw new ForbiddenError('The clock is for system admins.');
      const { clock, scheduler, agingScheduler } = options.clock;
      clock.advance(request.body.minutes * 60_000);
      const fired = await scheduler.tick();
      // The day's aging digests too: a move past midnight (UTC) issues them now.
      await agingScheduler.tick();
      return { now: clock.now().toISOString(), ...fired };
    });

    registerRoute(app, devOutbox, async (request) => {
      if (request.user.role !== 'Admin') throw new ForbiddenError('The outbox is for system admins.');
      return recentEmails(options.db, 200);
    });
  };
