import { z } from 'zod';
import { buyListMaxRadius, buyListMinRadius } from '../constants';
import { ListingType, StandingOrderPauseReason } from '../enums';
import { Id, IsoDateTime } from './common';

/**
 * A buy list item's standing order (issue 35): the offers it makes on its owner's behalf, within
 * its caps. `status`: active; paused (by the owner or a guardrail: `pausedReason`); ended by the
 * owner; expired (`endsAt` passed). `today`: what it offered on the current day in its zone.
 */
export const AutoOffer = z.object({
  dealershipId: Id,
  trims: z.array(z.string()),
  maxMileage: z.number().int().nullable(),
  listingTypes: z.array(ListingType),
  maxPrice: z.number().min(0),
  maxPercentOfValue: z.number().nullable(),
  endsAt: IsoDateTime,
  maxUnitsPerDay: z.number().int().min(1),
  maxDollarsPerDay: z.number().min(0),
  paused: z.boolean(),
  status: z.enum(['active', 'paused', 'ended', 'expired']),
  pausedReason: StandingOrderPauseReason.nullable(),
  offersMade: z.number().int().min(0),
  today: z.object({ units: z.number().int().min(0), dollars: z.number().min(0) }),
});
export type AutoOffer = z.infer<typeof AutoOffer>;

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
  /** null: the item only raises match notifications. */
  autoOffer: AutoOffer.nullable(),
});
export type BuyListItem = z.infer<typeof BuyListItem>;
