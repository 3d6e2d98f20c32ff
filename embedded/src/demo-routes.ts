/**
 * Routes only the embedded composition has, since only it has the demo and a readable outbox.
 *
 *   demoRoutes({store, db, commands, data?}): FastifyPluginAsync
 *     GET /api/demo/reset   (InviteUser)  resetDemo; 404 when the demo was never seeded
 *     GET /api/dev/outbox   (Admin only)  the email outbox, newest first, so a tester can follow
 *                                         an invitation link
 */
import type { FastifyPluginAsync } from 'fastify';
import { devOutbox, resetDemo as resetDemoRoute } from '@dtn/contracts/routes/demo';
import type { Commands } from '@dtn/command-service/commands';
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { DemoData } from './seed/demo-data';
import { resetDemo } from './seed/reset-demo';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export const demoRoutes =
  (options: { store: EventStore; db: SqlClient; commands: Commands; data?: DemoData }): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, resetDemoRoute, async () => resetDemo(options.store, options.commands, { data: options.data }));

    registerRoute(app, devOutbox, async (request) => {
      if (request.user.role !== 'Admin') throw new ForbiddenError('The outbox is for system admins.');
      const { rows } = await options.db.query<OutboxRow>(
        'SELECT id, to_address, subject, body, created_at, sent_at FROM rm_outbox ORDER BY created_at DESC, id LIMIT 200');
      return rows.map((row) => ({
        id: row.id, toAddress: row.to_address, subject: row.subject, body: row.body,
        createdAt: new Date(row.created_at).toISOString(), sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      }));
    });
  };
