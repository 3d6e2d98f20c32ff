import { z } from 'zod';
import { buyListMaxRadius, buyListMinRadius } from '../constants';
import { Id } from './common';

/** A wanted vehicle of a user's buy list (spec section 3); it produces vehicle-match notifications. */
export const BuyListItem = z.object({
  id: Id,
  userId: Id,
  make: z.string(),
  model: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int(),
  /** Miles, 20 to 500 (section 9). */
  searchRadius: z.number().min(buyListMinRadius).max(buyListMaxRadius),
  retailReadyOnly: z.boolean(),
  tradeIn: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type BuyListItem = z.infer<typeof BuyListItem>;
