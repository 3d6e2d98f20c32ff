import { z } from 'zod';

const dealershipData = z.object({
  id: z.string().uuid(),
  dealerGroupId: z.string().uuid(),
  name: z.string(),
  dealerVaultId: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().length(5),
  country: z.literal('US'),
  active: z.boolean(),
  /** Coordinates resolved from the postal code when the command was decided. */
  latitude: z.number(),
  longitude: z.number(),
});

/** Stream `dealership-{id}`. */
export const DealershipCreated = z.object({ type: z.literal('DealershipCreated'), data: dealershipData });
export const DealershipUpdated = z.object({ type: z.literal('DealershipUpdated'), data: dealershipData });

export const DealershipEvent = z.discriminatedUnion('type', [DealershipCreated, DealershipUpdated]);
export type DealershipEvent = z.infer<typeof DealershipEvent>;
export type DealershipData = z.infer<typeof dealershipData>;
