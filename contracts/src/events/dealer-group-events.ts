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

export const DealerGroupEvent = z.discriminatedUnion('type', [DealerGroupCreated]);
export type DealerGroupEvent = z.infer<typeof DealerGroupEvent>;
