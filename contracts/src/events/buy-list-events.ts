import { z } from 'zod';
import { ListingType, StandingOrderPauseReason } from '../enums';

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

const id = z.string().uuid();
const at = z.string().datetime();
const amount = z.number().nonnegative();

/**
 * A standing order (issue 35): the buy list item `id` makes offers on its owner's behalf. Besides
 * the item's make, model, years and radius, an offer needs the vehicle to match `trims` (empty:
 * any), `maxMileage` (null: any) and `listingTypes` (empty: any). Its amount is the lowest of
 * `maxPrice`, the list price and, when `maxPercentOfValue` is set, that share of the vehicle's
 * network value. At most `maxUnitsPerDay` offers and `maxDollarsPerDay` dollars a day, the day
 * being the calendar day in `timeZone` (the buyer dealership's). `dealershipId`: the buyer's
 * dealership the vehicles are for (an inactive one pauses the order). It makes no offer from
 * `endsAt` on.
 */
export const StandingOrderPlaced = z.object({
  type: z.literal('StandingOrderPlaced'),
  data: z.object({
    id,
    userId: id,
    dealershipId: id,
    trims: z.array(z.string()),
    maxMileage: z.number().int().nullable(),
    listingTypes: z.array(ListingType),
    maxPrice: amount,
    maxPercentOfValue: z.number().positive().nullable(),
    endsAt: at,
    maxUnitsPerDay: z.number().int().positive(),
    maxDollarsPerDay: amount,
    timeZone: z.string(),
  }),
});

export const StandingOrderPaused = z.object({
  type: z.literal('StandingOrderPaused'),
  data: z.object({
    id,
    reason: StandingOrderPauseReason,
    /** value-fell: the cohort's network value now and `standingOrderValueDropDays` days ago. */
    valueNow: amount.nullable().optional(),
    valueBefore: amount.nullable().optional(),
    /** The vehicle whose match found the guardrail (null: the owner paused it). */
    inventoryId: id.nullable(),
  }),
});

export const StandingOrderResumed = z.object({
  type: z.literal('StandingOrderResumed'),
  data: z.object({ id }),
});

/** The owner ended the order for good (removing the item ends it too, without this event). */
export const StandingOrderEnded = z.object({
  type: z.literal('StandingOrderEnded'),
  data: z.object({ id }),
});

/** The order made an offer: appended in one atomic append with the offer's OfferSubmitted, so
 * the caps count every offer made and nothing else. `day`: YYYY-MM-DD in the order's time zone. */
export const StandingOrderOffered = z.object({
  type: z.literal('StandingOrderOffered'),
  data: z.object({ id, offerId: id, inventoryId: id, amount, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});

export const BuyListEvent = z.discriminatedUnion('type', [
  BuyListItemAdded,
  BuyListItemRemoved,
  StandingOrderPlaced,
  StandingOrderPaused,
  StandingOrderResumed,
  StandingOrderEnded,
  StandingOrderOffered,
]);
export type BuyListEvent = z.infer<typeof BuyListEvent>;
