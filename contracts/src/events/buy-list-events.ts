import { z } from 'zod';

/** Stream `buylist-{id}`: one wanted vehicle of a user's buy list (spec section 3). Make and
 * model are in vPIC's spelling; latitude/longitude are the user's stored coordinates when the
 * item was added (the matching centre); dealerGroupId is the owner's group, whose own vehicles
 * never match (null for an Admin outside any group). */
export const BuyListItemAdded = z.object({
  type: z.literal('BuyListItemAdded'),
  data: z.object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    dealerGroupId: z.string().uuid().nullable(),
    make: z.string(),
    model: z.string(),
    startYear: z.number().int(),
    endYear: z.number().int(),
    /** Miles. */
    searchRadius: z.number(),
    retailReadyOnly: z.boolean(),
    tradeIn: z.boolean(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

export const BuyListItemRemoved = z.object({
  type: z.literal('BuyListItemRemoved'),
  data: z.object({ id: z.string().uuid() }),
});

export const BuyListEvent = z.discriminatedUnion('type', [BuyListItemAdded, BuyListItemRemoved]);
export type BuyListEvent = z.infer<typeof BuyListEvent>;
