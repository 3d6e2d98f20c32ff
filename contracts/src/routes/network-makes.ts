import { z } from 'zod';
import { defineRoute } from './route-spec';
import { MakeQuery } from './year-make-model';

/**
 * The makes and models the network has to find (issue 37, finding 3): the searching lists (the
 * marketplace's filter, the buy list's add dialog) offer these rather than every vPIC make.
 * Counted over other dealer groups' unsold, listed vehicles (trade-ins aside), as the
 * marketplace searches them. Open to every signed-in user like the year/make/model lookups: the
 * buy list (AddBuyListItem) and the marketplace (MarketplaceSearch) are alternatives, and a
 * route's permissions are all required; a count by make names no dealer.
 */
export const NameCount = z.object({ name: z.string(), count: z.number().int().nonnegative() });
export type NameCount = z.infer<typeof NameCount>;

const common = { auth: 'user', permissions: [], side: 'query' } as const;

export const listNetworkMakes = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/marketplace/makes',
  summary: "The makes of other dealer groups' unsold listed vehicles with their counts, sorted by name",
  response: { 200: z.array(NameCount) },
});

export const listNetworkModels = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/marketplace/models',
  summary: "The models of a make among other dealer groups' unsold listed vehicles with their counts, sorted by name",
  querystring: MakeQuery,
  response: { 200: z.array(NameCount) },
});
