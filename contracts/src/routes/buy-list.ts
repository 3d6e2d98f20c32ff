import { z } from 'zod';
import { ListingType } from '../enums';
import {
  buyListDefaultRadius,
  buyListMaxRadius,
  buyListMinRadius,
  maxLatitude,
  maxLongitude,
  maxBidAmount,
  maxNameLength,
  minLatitude,
  minLongitude,
  standingOrderMaxUnitsPerDay,
} from '../constants';
import { BuyListItem } from '../entities/buy-list';
import { Amount } from '../money';
import { Count } from '../paging';
import { BidAmount } from './offer-commands';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * The buy list (spec sections 2, 3, 7): add, list, read and remove a user's wanted vehicles.
 * Adding and removing are commands; reading is the query side over the buy list read model. The
 * decider checks again that make and model are real, the years' range and the caller.
 * (GET /api/buylist/query/count, the spotlight's match count, lives in inventory-queries.)
 */

/**
 * "Make offers automatically" (issue 35): the item becomes a standing order. Only a user with
 * CreateOffer may place one (403 otherwise). `endsAt` defaults to 30 days from now and may be at
 * most 90 days ahead (standingOrderMaxDays; the decider checks it against the command's clock); `dealershipId` (the buyer's dealership the vehicles are for) defaults to the
 * caller's first one. Amounts are dollars at cent precision, as bids are.
 */
export const AutoOfferBody = z.object({
  maxPrice: BidAmount,
  /** Offer at most this share of the vehicle's network value (percent, 1 to 200). */
  maxPercentOfValue: z.number().min(1).max(200).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).max(40).optional(),
  maxUnitsPerDay: z.number().int().min(1).max(standingOrderMaxUnitsPerDay),
  maxDollarsPerDay: BidAmount,
  trims: z.array(z.string().trim().min(1).max(maxNameLength)).max(20).default([]),
  maxMileage: z.number().int().min(0).max(2_000_000).nullable().default(null),
  listingTypes: z.array(ListingType).max(2).default([]),
  dealershipId: RowId.optional(),
});
export type AutoOfferBody = z.input<typeof AutoOfferBody>;

/** The form's body (section 7). `id: 0` on creation: a new item always gets a fresh id.
 * latitude/longitude are accepted and ignored: the server uses the user's stored coordinates. */
export const AddBuyListItemBody = z.object({
  id: z.union([z.literal(0), RowId]).optional(),
  /** The owner; when given it must be the caller. */
  userId: RowId.optional(),
  make: z.string().trim().min(1).max(maxNameLength),
  model: z.string().trim().min(1).max(maxNameLength),
  startYear: z.number().int(),
  endYear: z.number().int(),
  /** Whole miles, 20 to 500. Decimals are refused (400), not rounded: the spec's slider steps by 1
   * and the read models keep the radius in an integer column, where 50.5 stopped the projectors. */
  searchRadius: z.number().int().min(buyListMinRadius).max(buyListMaxRadius).default(buyListDefaultRadius),
  retailReadyOnly: z.boolean().default(false),
  tradeIn: z.boolean().default(false),
  latitude: z.number().min(minLatitude).max(maxLatitude).default(0),
  longitude: z.number().min(minLongitude).max(maxLongitude).default(0),
  /** Absent or null: the item only raises match notifications. */
  autoOffer: AutoOfferBody.nullable().optional(),
});
export type AddBuyListItemBody = z.input<typeof AddBuyListItemBody>;

/** `id` of the item; `position` of the appended event (null when nothing changed). */
export const BuyListCommandResult = z.object({ id: RowId, position: EventPositionText });
export type BuyListCommandResult = z.infer<typeof BuyListCommandResult>;

const IdParams = z.object({ id: RowId });

export const addBuyListItem = defineRoute({
  method: 'POST',
  url: '/api/buylist',
  auth: 'user',
  permissions: ['AddBuyListItem'],
  summary: 'Add a wanted vehicle (make, model, years, radius) to the caller’s buy list',
  side: 'command',
  body: AddBuyListItemBody,
  response: { 200: BuyListCommandResult },
});

export const removeBuyListItem = defineRoute({
  method: 'DELETE',
  url: '/api/buylist/:id',
  auth: 'user',
  permissions: ['RemoveBuyListItem'],
  summary: 'Remove one of the caller’s buy list items',
  side: 'command',
  params: IdParams,
  response: { 200: BuyListCommandResult },
});

export const listBuyListItems = defineRoute({
  method: 'GET',
  url: '/api/buylist/list',
  auth: 'user',
  permissions: ['ViewBuyListItem'],
  summary: 'The caller’s buy list items, newest first',
  side: 'query',
  response: { 200: z.array(BuyListItem) },
});

export const buyListItemById = defineRoute({
  method: 'GET',
  url: '/api/buylist/:id',
  auth: 'user',
  permissions: ['ViewBuyListItem'],
  summary: 'One of the caller’s buy list items (anyone else’s: 404)',
  side: 'query',
  params: IdParams,
  response: { 200: BuyListItem },
});

/** The owner pauses (reason 'buyer'), resumes or ends an item's standing order. Resuming needs
 * CreateOffer and an order neither ended nor expired; someone else's item: 404. */
const standingOrderAction = (action: 'pause' | 'resume' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    url: `/api/buylist/:id/auto-offer/${action}`,
    auth: 'user',
    permissions: ['AddBuyListItem'],
    summary,
    side: 'command',
    params: IdParams,
    response: { 200: BuyListCommandResult },
  });
export const pauseStandingOrder = standingOrderAction('pause', 'Pause the standing order of one of the caller’s buy list items');
export const resumeStandingOrder = standingOrderAction('resume', 'Resume a paused standing order of the caller');
export const endStandingOrder = standingOrderAction('end', 'End the standing order of one of the caller’s buy list items for good');

/** A vehicle as a seller is about to list or reprice it, at one of the caller's dealerships. */
export const StandingOrderReachQuery = z.object({
  dealershipId: RowId,
  make: z.string().trim().min(1).max(maxNameLength),
  model: z.string().trim().min(1).max(maxNameLength),
  year: z.coerce.number().int(),
  trim: z.string().max(maxNameLength).optional(),
  listingType: ListingType.optional(),
  mileage: z.coerce.number().int().min(0).optional(),
  /** Dollars at cent precision, as a list price is. */
  listPrice: z.coerce.number().min(0).max(maxBidAmount).pipe(Amount(0, maxBidAmount)).optional(),
});
export type StandingOrderReachQuery = z.infer<typeof StandingOrderReachQuery>;

/** How many active standing orders of other dealer groups would bid on the vehicle, and at which
 * amounts (highest first), naming no buyer. Caps already spent today are not counted. */
export const StandingOrderReach = Count.extend({ prices: z.array(z.number()) });
export type StandingOrderReach = z.infer<typeof StandingOrderReach>;

export const standingOrderReach = defineRoute({
  method: 'GET',
  url: '/api/buylist/query/standing-orders',
  auth: 'user',
  permissions: ['ViewDealerGroupInventory'],
  summary: 'How many standing orders would make an instant offer on this vehicle, at which prices (no buyer named)',
  side: 'query',
  querystring: StandingOrderReachQuery,
  response: { 200: StandingOrderReach },
});

export const buyListItemRoutes = [
  addBuyListItem,
  removeBuyListItem,
  listBuyListItems,
  buyListItemById,
  pauseStandingOrder,
  resumeStandingOrder,
  endStandingOrder,
  standingOrderReach,
] as const;
