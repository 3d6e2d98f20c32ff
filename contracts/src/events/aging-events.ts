import { z } from 'zod';
import { AgingDigestVehicle } from '../entities/aging';

/**
 * Aging that leads to an exit (issue "Know the market"), on the `dealership-{id}` stream.
 */

/** The dealership's holding cost per day (dollars) and aging thresholds (days, ascending). */
export const DealershipAgingSettingsSet = z.object({
  type: z.literal('DealershipAgingSettingsSet'),
  data: z.object({
    id: z.string().uuid(),
    holdingCostPerDay: z.number().min(0),
    agingThresholds: z.array(z.number().int().positive()).min(1),
  }),
});

/**
 * The dealership's aging digest of one day (`date`, UTC): the vehicles that crossed one of its
 * thresholds after `since` (the last digest's `asOf`) and up to `asOf`. At most one a date: the
 * scheduler that appends it reads the stream first and appends at the revision it read.
 */
export const AgingDigestIssued = z.object({
  type: z.literal('AgingDigestIssued'),
  data: z.object({
    id: z.string().uuid(),
    dealerGroupId: z.string().uuid(),
    dealershipName: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    since: z.string().datetime(),
    asOf: z.string().datetime(),
    vehicles: z.array(AgingDigestVehicle).min(1),
  }),
});

export const DealershipAgingEvent = z.discriminatedUnion('type', [DealershipAgingSettingsSet, AgingDigestIssued]);
export type DealershipAgingEvent = z.infer<typeof DealershipAgingEvent>;
