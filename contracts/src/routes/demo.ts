import { z } from 'zod';
import { defineRoute } from './route-spec';

/** Embedded mode only (the demo exists only there), and only while DEMO_MODE is on: served by
 * the embedded server. An Admin resets every demo dealer group, a dealer admin their own. */
export const resetDemo = defineRoute({
  method: 'GET',
  url: '/api/demo/reset',
  auth: 'user',
  permissions: ['InviteUser'],
  summary: 'Restore the demo data to its seeded state, through events',
  side: 'command',
  response: {
    200: z.object({
      updated: z.number().int(),
      relisted: z.number().int(),
      spotlighted: z.number().int(),
      unspotlighted: z.number().int(),
      /** Won and live offers on relisted vehicles, ended (OfferCancelled, reason demo-reset). */
      offersClosed: z.number().int(),
    }),
  },
});

export const OutboxEmail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Embedded mode only: the email outbox, so a tester can follow an invitation link. Admin only
 * (the handler checks the role; AddDealerGroup is the closest admin-only permission). */
export const devOutbox = defineRoute({
  method: 'GET',
  url: '/api/dev/outbox',
  auth: 'user',
  permissions: ['AddDealerGroup'],
  summary: 'The email outbox, newest first (embedded mode only)',
  side: 'query',
  response: { 200: z.array(OutboxEmail) },
});

/** Embedded mode only, when started with ADJUSTABLE_CLOCK=1 (browser tests, demos of a lapse):
 * moves the server's clock (the time commands decide at and the deadline scheduler's) forward and
 * runs a pass at once, so turns lapse and reminders go without waiting hours. Admin only. 404 when
 * the clock is not adjustable. */
export const advanceClock = defineRoute({
  method: 'POST',
  url: '/api/dev/clock/advance',
  auth: 'user',
  permissions: ['AddDealerGroup'],
  summary: 'Move the deadline scheduler’s clock forward by `minutes` and fire what came due (embedded, ADJUSTABLE_CLOCK=1 only)',
  side: 'command',
  body: z.object({ minutes: z.number().int().min(1).max(1_000_000) }),
  response: {
    200: z.object({ now: z.string(), expired: z.number().int(), reminded: z.number().int() }),
  },
});
