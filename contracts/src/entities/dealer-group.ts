import { z } from 'zod';
import { Id } from './common';
import { Dealership } from './dealership';

/** A dealer group of spec section 3 with its dealerships. */
export const DealerGroup = z.object({
  id: Id,
  organizationName: z.string(),
  slug: z.string(),
  shortName: z.string(),
  dealerVaultVendorId: z.string(),
  active: z.boolean(),
  imageUrl: z.string(),
  /** Negotiation: hours each side has to answer on offers for the group's vehicles (1 to 72). */
  responseHours: z.number().int(),
  dealerships: z.array(Dealership),
});
export type DealerGroup = z.infer<typeof DealerGroup>;
