import { z } from 'zod';

/** Stream `dealergroup-{id}`. */
export const DealerGroupCreated = z.object({
  type: z.literal('DealerGroupCreated'),
  data: z.object({
    id: z.string().uuid(),
    organizationName: z.string(),
    slug: z.string(),
    shortName: z.string(),
    dealerVaultVendorId: z.string(),
    imageUrl: z.string(),
  }),
});

/** Stream `dealergroup-{id}`: how many hours the side whose turn it is has to answer on offers
 * for the group's vehicles (negotiation), from the next deadline set on. Whole hours, 1 to 72. */
export const DealerGroupResponseHoursSet = z.object({
  type: z.literal('DealerGroupResponseHoursSet'),
  data: z.object({ id: z.string().uuid(), hours: z.number().int() }),
});

export const DealerGroupEvent = z.discriminatedUnion('type', [DealerGroupCreated, DealerGroupResponseHoursSet]);
export type DealerGroupEvent = z.infer<typeof DealerGroupEvent>;
