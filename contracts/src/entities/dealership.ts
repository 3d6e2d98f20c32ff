import { z } from 'zod';
import { UsState } from '../enums';
import { country, postalCodeLength } from '../constants';
import { Id } from './common';

/** A dealership of spec section 3; address2 is optional in forms and travels as ''. */
export const Dealership = z.object({
  id: Id,
  name: z.string(),
  dealerVaultId: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: UsState,
  postalCode: z.string().length(postalCodeLength),
  country: z.literal(country),
  active: z.boolean(),
  dealerGroupId: Id,
  /** Aging: what a day in stock costs the dealership (dollars; 35 until set). */
  holdingCostPerDay: z.number().min(0),
  /** Aging: the days in inventory at which its sellers get the daily digest (ascending). */
  agingThresholds: z.array(z.number().int()),
});
export type Dealership = z.infer<typeof Dealership>;
