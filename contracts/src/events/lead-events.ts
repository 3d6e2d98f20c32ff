import { z } from 'zod';

/** Stream `testdrive-{id}`: one landing-page test-drive request, a lead for the Admins. The
 * values are the decider's: trimmed, email lower-cased, phone normalised to E.164 (+1XXXXXXXXXX). */
export const TestDriveRequested = z.object({
  type: z.literal('TestDriveRequested'),
  data: z.object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    dealership: z.string(),
    requestedAt: z.string().datetime(),
  }),
});

export const LeadEvent = z.discriminatedUnion('type', [TestDriveRequested]);
export type LeadEvent = z.infer<typeof LeadEvent>;
