import { z } from 'zod';
import {
  buyListDefaultRadius,
  buyListMaxRadius,
  buyListMinRadius,
  maxLatitude,
  maxLongitude,
  maxNameLength,
  minLatitude,
  minLongitude,
} from '../constants';
import { BuyListItem } from '../entities/buy-list';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * The buy list (spec sections 2, 3, 7): add, list, read and remove a user's wanted vehicles.
 * Adding and removing are commands; reading is the query side over the buy list read model. The
 * decider checks again that make and model are real, the years' range and the caller.
 * (GET /api/buylist/query/count, the spotlight's match count, lives in inventory-queries.)
 */

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

export const buyListItemRoutes = [addBuyListItem, removeBuyListItem, listBuyListItems, buyListItemById] as const;
